# The single-user server's own limits, as platform/classroom/limits.ts gives `npm run classroom` (serverArgs).
c.MappingKernelManager.cull_idle_timeout = 1800
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_busy = True
c.MappingKernelManager.cull_connected = False
c.NotebookApp.shutdown_no_activity_timeout = 3600
c.KernelSpecManager.allowed_kernelspecs = {"tslab"}
c.KernelSpecManager.ensure_native_kernel = False
