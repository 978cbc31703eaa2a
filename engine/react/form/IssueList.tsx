import type { Issue } from '../../core/index.ts';

/**
 * Issue texts, errors and warnings told apart by class (and not by colour alone: warnings carry a prefix
 * through CSS).
 *
 * @example <IssueList id="f-text-error" issues={issues} />
 */
export function IssueList({
  issues,
  id,
  className,
}: {
  issues: readonly Issue[];
  id?: string;
  className?: string;
}) {
  return (
    <ul id={id} className={className ? `be-issues ${className}` : 'be-issues'}>
      {issues.map((issue) => (
        <li key={`${issue.path}:${issue.code}`} className={`be-issue be-issue--${issue.severity}`}>
          {issue.message}
        </li>
      ))}
    </ul>
  );
}
