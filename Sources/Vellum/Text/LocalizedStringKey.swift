import Foundation

/// A string literal used as a localisation key, as in SwiftUI.
///
/// Interpolations become format specifiers in the key, as Xcode extracts them:
/// `Text("Hello \(name)")` looks up `"Hello %@"`, `Text("\(count) items")` looks up
/// `"%lld items"`, a `Double` is `%lf`, `\(value, specifier: "%.1f")` uses the given
/// specifier. The translation's specifiers (also positional ones, `%1$@`) take the values
/// back. `Text` and `Image` interpolations keep their own styles; strings and numbers are
/// inserted as written (numbers in the environment's locale).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  /// The key with format specifiers where the interpolations were.
  let key: String
  let arguments: [LocalizedArgument]
  /// Whether the key was built from a literal (Markdown applies) rather than `init(_:)`.
  let hasFormatting: Bool

  /// A key from a string (SwiftUI: looked up like a literal).
  public init(_ value: String) {
    key = value
    arguments = []
    hasFormatting = false
  }

  public init(stringLiteral value: String) {
    key = value
    arguments = []
    hasFormatting = false
  }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
    hasFormatting = !stringInterpolation.arguments.isEmpty
  }

  /// The text shown when no table has the key, formatted in `en_US`.
  var text: String { LocalizedFormat.plain(key, arguments, locale: FixedLocale.locale) }

  public static func == (a: Self, b: Self) -> Bool { a.key == b.key && a.arguments == b.arguments }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// Collects a literal's pieces and its interpolated values, as SwiftUI's does.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [LocalizedArgument] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 4 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    private mutating func append(_ specifier: String, _ argument: LocalizedArgument) {
      key += specifier
      arguments.append(argument)
    }

    /// A string, as `%@`.
    public mutating func appendInterpolation(_ string: String) { append("%@", .string(string)) }

    /// A number as `%lld` (integers), `%lf` (`Double`, `CGFloat`) or `%f` (`Float`).
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      append(T._specifier, value._argument)
    }

    /// A number with a printf specifier: `\(price, specifier: "%.2f")`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      append(specifier, value._argument)
    }

    /// A `Text`, which keeps its styles, as `%@`.
    public mutating func appendInterpolation(_ text: Text) { append("%@", .text(text)) }

    /// An image (a symbol) drawn inline in the text, as `%@`.
    public mutating func appendInterpolation(_ image: Image) { append("%@", .image(image)) }

    /// A value formatted by a `FormatStyle` in the environment's locale, as `%@`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      append("%@", .text(Text(input, format: format)))
    }

    /// A date in one of `Text.DateStyle`'s styles, as `%@`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append("%@", .text(Text(date, style: style)))
    }

    /// A date range, as `%@`.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { append("%@", .text(Text(dates))) }

    /// A value formatted by a Foundation `Formatter`, as `%@`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
      append("%@", .string(DeviceFormatter.string(for: subject, with: formatter) ?? ""))
    }

    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
      append("%@", .string(DeviceFormatter.string(for: subject, with: formatter) ?? ""))
    }

    /// A date formatted by a `DateFormatter`, as `%@` (`Date` is `ReferenceConvertible` on
    /// Apple's platforms, not on Linux).
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
      append("%@", .string(DeviceFormatter.string(for: date, with: formatter) ?? ""))
    }

    /// Anything else, as its description (SwiftUI rejects most other types at compile time).
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) { append("%@", .string(String(describing: value))) }
  }
}

/// A value interpolated into a `LocalizedStringKey`.
public enum LocalizedArgument: Hashable, @unchecked Sendable {
  case string(String)
  case integer(Int64)
  case unsignedInteger(UInt64)
  case double(Double)
  case text(Text)
  case image(Image)

  public static func == (a: Self, b: Self) -> Bool {
    switch (a, b) {
    case (.string(let x), .string(let y)): x == y
    case (.integer(let x), .integer(let y)): x == y
    case (.unsignedInteger(let x), .unsignedInteger(let y)): x == y
    case (.double(let x), .double(let y)): x == y
    case (.text(let x), .text(let y)): x == y
    case (.image(let x), .image(let y)): x.systemName == y.systemName
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    if case .string(let s) = self { hasher.combine(s) }
  }
}

/// A type SwiftUI interpolates with a printf specifier (`Int` as `%lld`, `Double` as `%lf`).
public protocol _FormatSpecifiable {
  static var _specifier: String { get }
  var _argument: LocalizedArgument { get }
}

extension Int: _FormatSpecifiable {
  public static var _specifier: String { "%lld" }
  public var _argument: LocalizedArgument { .integer(Int64(self)) }
}
extension Int8: _FormatSpecifiable {
  public static var _specifier: String { "%d" }
  public var _argument: LocalizedArgument { .integer(Int64(self)) }
}
extension Int16: _FormatSpecifiable {
  public static var _specifier: String { "%d" }
  public var _argument: LocalizedArgument { .integer(Int64(self)) }
}
extension Int32: _FormatSpecifiable {
  public static var _specifier: String { "%d" }
  public var _argument: LocalizedArgument { .integer(Int64(self)) }
}
extension Int64: _FormatSpecifiable {
  public static var _specifier: String { "%lld" }
  public var _argument: LocalizedArgument { .integer(self) }
}
extension UInt: _FormatSpecifiable {
  public static var _specifier: String { "%llu" }
  public var _argument: LocalizedArgument { .unsignedInteger(UInt64(self)) }
}
extension UInt8: _FormatSpecifiable {
  public static var _specifier: String { "%u" }
  public var _argument: LocalizedArgument { .unsignedInteger(UInt64(self)) }
}
extension UInt16: _FormatSpecifiable {
  public static var _specifier: String { "%u" }
  public var _argument: LocalizedArgument { .unsignedInteger(UInt64(self)) }
}
extension UInt32: _FormatSpecifiable {
  public static var _specifier: String { "%u" }
  public var _argument: LocalizedArgument { .unsignedInteger(UInt64(self)) }
}
extension UInt64: _FormatSpecifiable {
  public static var _specifier: String { "%llu" }
  public var _argument: LocalizedArgument { .unsignedInteger(self) }
}
extension Double: _FormatSpecifiable {
  public static var _specifier: String { "%lf" }
  public var _argument: LocalizedArgument { .double(self) }
}
extension Float: _FormatSpecifiable {
  public static var _specifier: String { "%f" }
  public var _argument: LocalizedArgument { .double(Double(self)) }
}
extension CGFloat: _FormatSpecifiable {
  public static var _specifier: String { "%lf" }
  public var _argument: LocalizedArgument { .double(Double(self)) }
}

/// Fills a format string's specifiers with interpolated values.
enum LocalizedFormat {
  /// One piece of a filled format: text, or a `Text`/`Image` argument kept whole.
  enum Piece {
    case string(String)
    case argument(LocalizedArgument)
  }

  /// Splits `format` at its specifiers and takes the values for them: `%%` is a percent
  /// sign, `%n$…` takes the n-th value, any other specifier the next one; a placeholder's
  /// name (`%(count)lld`) is skipped. A specifier without a value is shown as written.
  static func fill(_ format: String, _ arguments: [LocalizedArgument], locale: Locale, escape: Bool = false)
    -> [Piece]
  {
    func escaped(_ s: String) -> String {
      guard escape else { return s }
      var out = ""
      for c in s {
        if "*_`~[]\\".contains(c) { out.append("\\") }
        out.append(c)
      }
      return out
    }
    var pieces: [Piece] = []
    var buffer = ""
    let chars = Array(format)
    var next = 0
    var i = 0
    while i < chars.count {
      guard chars[i] == "%", i + 1 < chars.count else {
        buffer.append(chars[i])
        i += 1
        continue
      }
      if chars[i + 1] == "%" {
        buffer.append("%")
        i += 2
        continue
      }
      // %[n$][flags][width][.precision][length]conversion
      var j = i + 1
      var position: Int?
      var digits = ""
      while j < chars.count, chars[j].isASCII, chars[j].isNumber {
        digits.append(chars[j])
        j += 1
      }
      if j < chars.count, chars[j] == "$", let n = Int(digits) {
        position = n - 1
        j += 1
      } else {
        j = i + 1
      }
      // A placeholder's name, as Xcode 26's string catalogs write it (`%1$(count)lld`,
      // `%(name)@`): it names a generated symbol's parameter and is not printed.
      if j < chars.count, chars[j] == "(", let close = chars[j...].firstIndex(of: ")") { j = close + 1 }
      let specStart = j
      while j < chars.count, "-+ #0'123456789.hlqLzjt".contains(chars[j]) { j += 1 }
      guard j < chars.count, "@dDiuUxXoOfFeEgGaAcCsSp".contains(chars[j]) else {
        buffer.append(chars[i])
        i += 1
        continue
      }
      let spec = "%" + String(chars[specStart...j])
      let index = position ?? next
      if position == nil { next += 1 }
      if index >= 0, index < arguments.count {
        switch arguments[index] {
        case .string(let s): buffer += escaped(s)
        case .integer(let n): buffer += escaped(String(format: cleaned(spec, integer: true), locale: locale, n))
        case .unsignedInteger(let n):
          buffer += escaped(String(format: cleaned(spec, integer: true), locale: locale, n))
        case .double(let x): buffer += escaped(String(format: cleaned(spec, integer: false), locale: locale, x))
        case .text, .image:
          if !buffer.isEmpty { pieces.append(.string(buffer)) }
          buffer = ""
          pieces.append(.argument(arguments[index]))
        }
      } else {
        buffer += String(chars[i...j])
      }
      i = j + 1
    }
    if !buffer.isEmpty { pieces.append(.string(buffer)) }
    return pieces
  }

  /// A single specifier made safe for the value's type (a `%@` for a number prints it
  /// with the default specifier, a float specifier for an integer converts).
  static func cleaned(_ spec: String, integer: Bool) -> String {
    guard let conversion = spec.last else { return integer ? "%lld" : "%lf" }
    let floats: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
    if integer {
      if "dDiuUxXoOc".contains(conversion) {
        let body = spec.dropLast().filter { !"hlqLzjt".contains($0) }
        return body + "ll" + String(conversion)
      }
      return "%lld"
    }
    return floats.contains(conversion) ? spec : "%lf"
  }

  /// The filled format as plain text (Text and Image arguments by their strings).
  static func plain(_ format: String, _ arguments: [LocalizedArgument], locale: Locale) -> String {
    fill(format, arguments, locale: locale).map { piece in
      switch piece {
      case .string(let s): s
      case .argument(.text(let text)): text.string
      case .argument: "\u{FFFC}"
      }
    }.joined()
  }
}
