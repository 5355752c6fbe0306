/**
 * platform/grading: the teacher's side of the exercises (the checks themselves live in lib/exercises).
 * `npm run student-edition` and `npm run grade` call cli.ts; tests call the functions below.
 *
 * Glossary
 * - Instructor edition: the notebooks in notebooks/, solutions between `// BEGIN SOLUTION` and
 *   `// END SOLUTION` lines (nbgrader's markers).
 * - Student edition: the same notebooks with each solution replaced by a stub, so every check says
 *   "not answered yet" until the student writes the answer.
 * - Submission: a notebook a student hands back; graded in a fresh kernel, its recorded answers
 *   checked again by lib/exercises outside the kernel (a ✓ printed in the notebook counts for nothing).
 * - Grade: per exercise, the points and the check's verdict; per notebook, `score: X/Y`.
 */
export { readNotebook, kernelProblem, type NotebookJson, type NotebookCell } from '../notebook-files/notebook-json';
export {
  BEGIN_SOLUTION, END_SOLUTION, SOLUTION_STUB, solutionStub, stripSolutions, countSolutions, studentEdition, writeStudentEditions,
} from '../notebook-files/student-edition';
export {
  identifyNotebook, gradeNotebook, gradeAll, findSubmissions, formatGrade, gradesCsv, writeGradesCsv,
  type ExerciseGrade, type NotebookGrade, type GradeOptions,
} from './grade';
