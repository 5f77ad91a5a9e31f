// `import SwiftUICore` on Linux. Since iOS 18, SwiftUI's views, shapes, colours and
// environment live in the SwiftUICore framework, which SwiftUI re-exports, and Xcode's
// fix-its sometimes leave `import SwiftUICore` in a file. Vellum has one module for both:
// this one re-exports it, so such a file compiles unchanged.
@_exported import Vellum
