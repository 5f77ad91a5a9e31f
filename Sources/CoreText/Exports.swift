// `import CoreText` on Linux: the font manager's registration functions, which apps call at
// launch for their bundled fonts. Core Text re-exports Core Foundation and Core Graphics;
// here that is the Core Foundation types the functions take (Foundation's bridged classes,
// from Vellum's Security module) and the Core Graphics font types (from Vellum).
@_exported import Foundation
@_exported import typealias Security.CFArray
@_exported import typealias Security.CFData
@_exported import typealias Security.CFString
@_exported import typealias Security.CFURL
@_exported import class Vellum.CGDataProvider
@_exported import class Vellum.CGFont
