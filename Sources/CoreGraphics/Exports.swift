// `import CoreGraphics` on Linux. On Apple platforms the framework declares `CGFloat`,
// `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`, `CGColor` and `CGPath`; on Linux the
// first four come with Foundation and the others with Vellum, so this module re-exports
// those, and a file that imports CoreGraphics for its geometry types compiles unchanged.
// `CGContext` comes with Vellum too; what is drawn into one is not kept (an image drawn
// with it is blank). So do `CGFont` and `CGDataProvider`, for registering fonts.
@_exported import Foundation
@_exported import struct Vellum.CGAffineTransform
@_exported import class Vellum.CGColor
@_exported import class Vellum.CGContext
@_exported import class Vellum.CGDataProvider
@_exported import class Vellum.CGFont
@_exported import enum Vellum.CGBlendMode
@_exported import struct Vellum.CGPath
