/**
 * The class's accounts: the class list (one user name a line), a password per user (printed once for
 * the teacher, stored as a salted PBKDF2 hash that platform/classroom/classroom_hub.py checks), and one
 * system user per student, so the operating system keeps their workspaces apart.
 */
import { spawnSync } from 'child_process';
import { pbkdf2Sync, randomBytes, randomInt } from 'crypto';
import { existsSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { describe } from '../../lib/check';

/** Names the hub, the system and a URL all accept unchanged: lower case, 1–32 characters. */
const USER_NAME = /^[a-z][a-z0-9_-]{0,31}$/;
export const PBKDF2_ITERATIONS = 200_000;

export interface Account {
  salt: string;
  hash: string;
  iterations: number;
}

export interface AccountsFile {
  users: Record<string, Account>;
}

/** Throws unless `name` is a user name the hub and `useradd` both take as it is. */
export function checkUserName(name: unknown): string {
  if (typeof name !== 'string' || !USER_NAME.test(name)) {
    throw new RangeError(`user name must be a lower-case letter then up to 31 of a-z, 0-9, _ or -, got ${describe(name)}`);
  }
  return name;
}

/** The user names of a class list: one a line, `#` starts a comment, blank lines skipped; duplicates refused. */
export function parseClassList(text: string): string[] {
  const names: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    try {
      checkUserName(line);
    } catch (e) {
      throw new RangeError(`class list, line ${i + 1}: ${(e as Error).message}`);
    }
    if (names.includes(line)) throw new RangeError(`class list, line ${i + 1}: ${line} is listed twice`);
    names.push(line);
  });
  return names;
}

/** The hash the hub compares against (PBKDF2-SHA256, hex). */
export function hashPassword(password: string, salt = randomBytes(16).toString('hex'), iterations = PBKDF2_ITERATIONS): Account {
  return { salt, iterations, hash: pbkdf2Sync(password, Buffer.from(salt, 'hex'), iterations, 32, 'sha256').toString('hex') };
}

/** A password to read out or write on a slip: 12 letters and digits without look-alikes (0/O, 1/l/I). */
export function newPassword(length = 12): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * Gives every name without an account a new password; existing accounts keep theirs. Returns the
 * accounts and the new passwords (name → password), which the caller shows the teacher once.
 */
export function addAccounts(existing: AccountsFile, names: string[]): { accounts: AccountsFile; added: Map<string, string> } {
  const users = { ...existing.users };
  const added = new Map<string, string>();
  for (const name of names) {
    if (users[name]) continue;
    const password = newPassword();
    users[name] = hashPassword(password);
    added.set(name, password);
  }
  return { accounts: { users }, added };
}

export function readAccounts(file: string): AccountsFile {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AccountsFile) : { users: {} };
}

/** Root-only: the hashes are no secret to crack easily, but nobody else needs them. */
export function writeAccounts(file: string, accounts: AccountsFile): void {
  writeFileSync(file, `${JSON.stringify(accounts, null, 1)}\n`, { mode: 0o600 });
}

/** The user id and home folder of a system user, or undefined when there is none of that name. */
export function systemUser(name: string): { uid: number; home: string } | undefined {
  const r = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  if (r.status !== 0) return undefined;
  const fields = r.stdout.trim().split(':');
  return { uid: Number(fields[2]), home: fields[5] };
}

/** The user id of a system user, or undefined when there is none of that name. */
export function systemUid(name: string): number | undefined {
  return systemUser(name)?.uid;
}

/** True when a system user of that name exists. */
export function systemUserExists(name: string): boolean {
  return systemUser(name) !== undefined;
}

/**
 * The user id of `name` only if it is the classroom's own user (its home is `home`, the workspace the
 * classroom gave it): the classroom kills and removes users by these ids, never an account it did not make.
 */
export function classroomUid(name: string, home: string): number | undefined {
  const user = systemUser(name);
  return user && path.resolve(user.home) === path.resolve(home) ? user.uid : undefined;
}

/**
 * Creates the system user a student's server runs as (no login shell, no password: they only ever
 * come in through the hub), its home being its workspace. A user the classroom made earlier is kept;
 * an existing account with another home (a real user, `root`, a service) is refused.
 */
export function ensureSystemUser(name: string, home: string): void {
  checkUserName(name);
  const existing = systemUser(name);
  if (existing) {
    if (path.resolve(existing.home) === path.resolve(home)) return;
    throw new RangeError(`user name must not be an existing account of this machine, got ${JSON.stringify(name)} (its home is ${existing.home}, not a classroom workspace)`);
  }
  const r = spawnSync('useradd', ['--no-create-home', '--home-dir', home, '--shell', '/usr/sbin/nologin', '--user-group', name], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`useradd ${name} failed: ${(r.stderr || r.error?.message || '').trim()}`);
}

/** Removes a system user the classroom created (its processes must be gone first); any other account is left alone. */
export function removeSystemUser(name: string, home: string): void {
  checkUserName(name);
  if (classroomUid(name, home) === undefined) return;
  const r = spawnSync('userdel', [name], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`userdel ${name} failed: ${(r.stderr || '').trim()}`);
}
