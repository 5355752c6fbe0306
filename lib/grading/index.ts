/** Student edition and grader for the course's exercises (see lib/exercises for the checks). */
export * from './notebook-json';
export * from './student-edition';
export * from './grade';
