import Foundation

// `NSPredicate(format: "folder == %@", folder)` passes objects, dates and UUIDs as `CVarArg`,
// which they are on Apple platforms and not in Linux's Foundation. Vellum's predicates read
// the values back and never hand them to C, so the encoding is the object's address only.

extension NSObject: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

extension UUID: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { [hashValue] }
}

extension Date: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { timeIntervalSinceReferenceDate._cVarArgEncoding }
}
