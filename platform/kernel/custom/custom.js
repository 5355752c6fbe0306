// The classic Notebook loads custom/custom.js beside custom/custom.css; the course needs no script.
