/** The frame of what opens under a demo's toolbar: its code panel, or the code's short preview. */
export const codePanelSx = {
  border: 1,
  borderTop: 0,
  borderColor: 'divider',
  borderRadius: '0 0 12px 12px',
  overflow: 'hidden',
} as const;
