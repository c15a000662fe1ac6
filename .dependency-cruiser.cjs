/**
 * File-level import cycles, in the server, the web app and the shared package: a file
 * reaches nothing that reaches back to it, types included (`npm run lint` runs it). And the
 * screens drawn without Material UI reach none of it, however far or lazily. The web app is
 * cruised on its own, with its tsconfig, so that its `@/` imports resolve.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two files that import each other are one piece: split out what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'screens-without-material',
      severity: 'error',
      comment:
        "These screens are marked withoutMaterial in app/user-routes.tsx: Material UI's theme does not load for them, so nothing they draw or open may use it.",
      from: {
        path: 'apps/web/src/features/(events/routes/home-screen|bookings/routes/(book-court|my-booking)-screen|matches/routes/find-match-screen|menu/routes/menu-screen|profile/routes/(delete-profile|level-quiz)-screen|notifications/routes/notifications-screen|coins/routes/(coins-pack|coin-pack-payment)-screen|receipts/routes/receipt-screen|info/routes/(about|faq|privacy)-screen)\\.tsx$',
      },
      to: { path: 'node_modules/@mui/', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/test/|/e2e/|/dist/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
