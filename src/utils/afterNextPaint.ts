/**
 * Runs `task` after the browser has painted the next frame: work that an input or a page's
 * activation asks for, but that the visitor need not see in the very frame that answers it.
 * Without frames (no requestAnimationFrame, as in a test DOM), after the current task.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
