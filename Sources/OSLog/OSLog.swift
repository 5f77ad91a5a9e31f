// `import OSLog` on Linux: Apple's OSLog framework re-exports the os module's `Logger`, which
// newer code imports by this name; Vellum's `os` module is re-exported here.
@_exported import os
