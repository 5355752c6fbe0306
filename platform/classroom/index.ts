/**
 * platform/classroom: the course served to a whole class by JupyterHub on one machine (`npm run classroom`),
 * and measured under load. cli.ts is the command line; tests call the functions below.
 *
 * Glossary
 * - Hub: JupyterHub 3.0 from Debian, on 127.0.0.1, with its configurable-http-proxy in front; it logs
 *   students in and starts one single-user server (the classic Notebook) per student.
 * - Class list: one user name a line; each name gets a password (printed once for the teacher) and a
 *   system user of its own, so the operating system keeps students apart.
 * - Workspace: `<classroom>/workspaces/<student>`, mode 700, the student's home and notebook folder;
 *   the student edition is copied in on first login and never overwritten afterwards.
 * - Limits: per kernel a heap limit, a data limit (prlimit) and a niceness; per server, culling of
 *   idle kernels and a stop after an idle hour (limits.ts).
 * - Collection: every workspace's notebooks copied to `build/submissions/<student>/` for `npm run grade`.
 * - Load test: N simulated students on loopback, one of them a runaway; figures per N (load-test.ts).
 */
export {
  checkUserName, parseClassList, hashPassword, newPassword, addAccounts, readAccounts, writeAccounts,
  systemUser, systemUid, systemUserExists, classroomUid, ensureSystemUser, removeSystemUser, PBKDF2_ITERATIONS, type Account, type AccountsFile,
} from './accounts';
export { DEFAULT_LIMITS, checkLimits, limitedKernelSpec, serverArgs, type Limits } from './limits';
export {
  DEFAULT_CLASSROOM_DIR, classroomPaths, workspaceOf, createClassroomFolders, hubSettings, hubConfigPython, writeClassroom,
  type ClassroomPaths, type HubSettings,
} from './hub-config';
export { HUB_PACKAGES, HUB_APT_COMMAND, ensureHubPackages, missingHubPrograms } from '../kernel/hub-packages';
export { startHub, freePorts, killLeftovers, processesOfUsers, type RunningHub } from './hub';
export { HubApi, UserServer, HubApiError } from './hub-api';
export { KernelChannel, type CellRun } from './kernel-channel';
export { startClassroom, loadClassList, prepareCourseForStudents, type Classroom, type ClassroomOptions } from './classroom';
export { INSTRUCTOR_ONLY, sealInstructorMaterial, unsealedInstructorMaterial } from './seal';
export { collectNotebooks, type Collected } from './collect';
export {
  runLoadTest, summarize, formatReport, quantile, notebookCells, firstImportCell, isolationCells, cleanLoadTest,
  LOAD_TEST_DIR, MAX_STUDENTS, loadTestUser, type LoadTestOptions, type LoadTestReport, type StudentResult, type RunawayResult,
} from './load-test';
