// `import CoreTransferable` on Linux: `Transferable`, its representations and `UTType` live
// in Vellum (SwiftUI's `ShareLink`, `draggable` and `dropDestination` take them), which this
// module re-exports, so a model file that imports CoreTransferable alone for its
// `Transferable` conformance compiles unchanged.
@_exported import Vellum
