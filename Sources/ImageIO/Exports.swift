// `import ImageIO` on Linux: reading an image's size and pixels from bytes or a file, as image
// loaders do (`CGImageSourceCreateWithData(data as CFData, nil)`). Image I/O re-exports Core
// Foundation and Core Graphics; here that is Foundation's bridged classes for the Core
// Foundation types (from Vellum's Security module) and Vellum's `CGImage`.
@_exported import Foundation
@_exported import typealias Security.CFData
@_exported import typealias Security.CFDictionary
@_exported import typealias Security.CFMutableData
@_exported import typealias Security.CFString
@_exported import typealias Security.CFTypeRef
@_exported import typealias Security.CFURL
@_exported import class Vellum.CGImage
