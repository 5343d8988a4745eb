/** Spec §5: module-level messages of a server answer, in one box announced when it appears. */
export function WarningBox({ messages, className }: { messages: readonly string[]; className?: string }) {
  if (messages.length === 0) return null;
  return (
    <div className={`vk-warning-box${className ? ` ${className}` : ''}`} role="alert">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
