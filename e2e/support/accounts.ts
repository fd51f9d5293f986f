import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DemoAccount {
  email: string;
  password: string;
  roles: string[];
}

/** The demo accounts the server wrote to DATA_DIR/demo-credentials.txt on its first start. */
export function readDemoAccounts(dataDir: string): DemoAccount[] {
  const text = readFileSync(join(dataDir, 'demo-credentials.txt'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((words) => words.some((word) => word.includes('@')))
    .map((words) => {
      const at = words.findIndex((word) => word.includes('@'));
      return {
        email: words[at] ?? '',
        password: words[words.length - 1] ?? '',
        roles: words
          .slice(0, at)
          .join(' ')
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean),
      };
    });
}

export function demoAccountWithRole(dataDir: string, role: string): DemoAccount {
  // The account whose roles are closest to just this one: every demo user is also a Bidder.
  const account = readDemoAccounts(dataDir)
    .filter((a) => a.roles.includes(role))
    .sort((a, b) => a.roles.length - b.roles.length)[0];
  if (!account) throw new Error(`No demo account with the role ${role}`);
  return account;
}

/** The demo account whose e-mail starts with `prefix@` (`bidder`, `bidder2`...). */
export function demoAccountNamed(dataDir: string, prefix: string): DemoAccount {
  const account = readDemoAccounts(dataDir).find((a) => a.email.startsWith(`${prefix}@`));
  if (!account) throw new Error(`No demo account ${prefix}@`);
  return account;
}
