export const dashboard = {
  title: 'Dashboard',
} as const;
