import Foundation
import Security
import Vellum

/// How long a registration lasts, as Core Text names the scopes. A preview is one process:
/// every scope registers the font for the rest of the process (Apple keeps a persistent or
/// session registration beyond it).
public enum CTFontManagerScope: UInt32, Sendable {
  case none = 0
  case process = 1
  case persistent = 2
  case session = 3
  /// The older name of `.persistent`.
  public static var user: CTFontManagerScope { .persistent }
}

/// The codes of `kCTFontManagerErrorDomain`, as Core Text's.
public enum CTFontManagerError: Int, Sendable {
  case fileNotFound = 101
  case insufficientPermissions = 102
  case unrecognizedFormat = 103
  case invalidFontData = 104
  case alreadyRegistered = 105
  case exceededResourceLimit = 106
  case notRegistered = 201
  case inUse = 202
  case systemRequired = 203
  case registrationFailed = 301
  case missingEntitlement = 302
  case insufficientInfo = 303
  case cancelledByUser = 304
  case duplicatedName = 305
  case invalidFilePath = 306
}

/// Core Text's error domain for font registration.
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Core Foundation's error, as Core Text reports one: Foundation's `NSError`, to which it is
/// toll-free bridged on Apple platforms.
public typealias CFError = NSError

/// Registers a font file for the process, as apps register their bundled fonts at launch:
/// `Font.custom` then finds it by family, PostScript or full name, in the same render (the
/// text engine loads it before it next measures). Answers `false` with an error in
/// `kCTFontManagerErrorDomain` for a file that does not exist (`.fileNotFound`), is not a
/// TrueType or OpenType font (`.invalidFontData`), or is registered already
/// (`.alreadyRegistered`), as Core Text does. Any scope lasts as long as the process.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  report(FontRegistration.register(file: fontURL.path.map { URL(fileURLWithPath: $0) }), to: error)
}

/// Registers a font made from a data provider (`CGFont(provider)`), as
/// `CTFontManagerRegisterFontsForURL` registers a file; a font registered already answers
/// `false` with `.alreadyRegistered`.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
  -> Bool
{
  report(FontRegistration.register(file: font.file), to: error)
}

/// Registers several font files, then calls the handler once with the errors (an empty
/// array when every file registered) and `done` set, as Core Text calls it at the end.
/// `enabled` is not used: every registered font is available.
public func CTFontManagerRegisterFontURLs(
  _ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool,
  _ registrationHandler: ((CFArray, Bool) -> Bool)?
) {
  let errors = fontURLs.compactMap { item -> NSError? in
    let url = (item as? URL) ?? (item as? NSURL).flatMap { $0.path.map { URL(fileURLWithPath: $0) } }
    return FontRegistration.register(file: url)
  }
  _ = registrationHandler?(errors as NSArray, true)
}

/// Registration through `CustomFonts`, with Core Text's errors.
enum FontRegistration {
  /// Registers the file; the error Core Text would give, or nil.
  static func register(file: URL?) -> NSError? {
    guard let file, FileManager.default.fileExists(atPath: file.path) else { return error(.fileNotFound, file) }
    if CustomFonts.isRegistered(file) { return error(.alreadyRegistered, file) }
    do {
      try CustomFonts.register(file)
      return nil
    } catch {
      return Self.error(.invalidFontData, file)
    }
  }

  static func error(_ code: CTFontManagerError, _ file: URL?) -> NSError {
    var info: [String: Any] = [:]
    if let file { info["CTFontManagerErrorFontURLs"] = [file] }
    return NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue, userInfo: info)
  }
}

/// `true` when there is no error; otherwise `false`, with the error handed back retained,
/// as Core Foundation's "create" rule has it.
private func report(_ failure: NSError?, to error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  guard let failure else { return true }
  error?.pointee = Unmanaged.passRetained(failure)
  return false
}
