import * as v from 'valibot';

/** "user.authenticated: Invalid type: Expected boolean but received "yes"" — path first, then valibot's message. */
export function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'invalid value';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}
