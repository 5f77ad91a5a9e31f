// `import QuartzCore` on Linux: Core Animation's 3D transform and its functions, for effect
// code that builds a `CATransform3D` for SwiftUI's `ProjectionTransform`, and the media clock.
// Layers, animations and display links are not here: Vellum draws no layer tree.
@_exported import Foundation
@_exported import struct Vellum.CATransform3D
@_exported import struct Vellum.CGAffineTransform
