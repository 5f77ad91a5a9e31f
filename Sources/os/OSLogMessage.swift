import Foundation

/// A logger's message, as the os module's `OSLogMessage`: written as a string literal with
/// interpolations, which take the os module's options (`"\(name, privacy: .public)"`,
/// `"\(ratio, format: .fixed(precision: 2))"`). As on Apple platforms, a `String` variable is
/// not a message: interpolate it. Values are read only when the message is written.
public struct OSLogMessage: ExpressibleByStringInterpolation {
  let interpolation: OSLogInterpolation

  public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

  public init(stringLiteral value: String) {
    var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.interpolation = interpolation
  }

  /// The message's text: literals and values, formatted.
  var string: String { interpolation.pieces.map { $0() }.joined() }
}

/// The pieces of a message, as the os module's `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol {
  /// Each piece read when the message is written (Apple's logger reads values lazily too).
  var pieces: [() -> String] = []

  public init(literalCapacity: Int, interpolationCount: Int) {}

  public mutating func appendLiteral(_ literal: String) { pieces.append { literal } }

  /// Any value, by its description (`"\(error)"`, `"\(user.name, privacy: .private)"`).
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append { align.apply(to: String(describing: value())) }
  }

  /// An integer in a format (`"\(id, format: .hex)"`).
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    pieces.append { align.apply(to: format.apply(to: value())) }
  }

  /// A floating-point number in a format (`"\(seconds, format: .fixed(precision: 2))"`).
  public mutating func appendInterpolation<T: BinaryFloatingPoint>(
    _ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    pieces.append { align.apply(to: format.apply(to: Double(value()))) }
  }
}

/// Who may read an interpolated value in the unified log, as in the os module. Accepted:
/// Vellum writes every value in full (see `Logger`).
public struct OSLogPrivacy: Sendable, Equatable {
  /// A redacted value's replacement in Apple's log: nothing, or a hash of the value.
  public enum Mask: Sendable, Equatable { case hash, none }

  let name: String
  let mask: Mask

  public static let `public` = OSLogPrivacy(name: "public", mask: .none)
  public static let `private` = OSLogPrivacy(name: "private", mask: .none)
  public static let sensitive = OSLogPrivacy(name: "sensitive", mask: .none)
  public static let auto = OSLogPrivacy(name: "auto", mask: .none)
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private", mask: mask) }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: mask) }
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto", mask: mask) }
}

/// How an integer is written, as the os module's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let prefix: Bool
  let uppercase: Bool
  let minDigits: Int

  public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: 0)
  public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false, minDigits: 0)
  public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false, minDigits: 0)

  public static func decimal(minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: minDigits)
  }

  public static func hex(includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0)
    -> OSLogIntegerFormatting
  {
    OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
  }

  public static func octal(includePrefix: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: 8, prefix: includePrefix, uppercase: false, minDigits: minDigits)
  }

  func apply<T: BinaryInteger>(to value: T) -> String {
    let digits = String(value.magnitude, radix: radix, uppercase: uppercase)
    let padded = String(repeating: "0", count: max(0, minDigits - digits.count)) + digits
    let marker = prefix ? (radix == 16 ? "0x" : radix == 8 ? "0" : "") : ""
    return (value < 0 ? "-" : "") + marker + padded
  }
}

/// How a floating-point number is written, as the os module's `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
  let conversion: String
  let precision: Int?

  public static let fixed = OSLogFloatFormatting(conversion: "f", precision: nil)
  public static let exponential = OSLogFloatFormatting(conversion: "e", precision: nil)
  public static let hybrid = OSLogFloatFormatting(conversion: "g", precision: nil)

  public static func fixed(precision: Int) -> OSLogFloatFormatting {
    OSLogFloatFormatting(conversion: "f", precision: precision)
  }

  public static func exponential(precision: Int) -> OSLogFloatFormatting {
    OSLogFloatFormatting(conversion: "e", precision: precision)
  }

  public static func hybrid(precision: Int) -> OSLogFloatFormatting {
    OSLogFloatFormatting(conversion: "g", precision: precision)
  }

  func apply(to value: Double) -> String {
    String(format: "%" + (precision.map { ".\($0)" } ?? "") + conversion, value)
  }
}

/// Padding for an interpolated value, as the os module's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
  /// Columns to pad to: positive pads on the left (right-aligned), negative on the right.
  let columns: Int

  public static let none = OSLogStringAlignment(columns: 0)
  public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns) }
  public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -columns) }

  func apply(to text: String) -> String {
    let padding = String(repeating: " ", count: max(0, abs(columns) - text.count))
    return columns < 0 ? text + padding : padding + text
  }
}
