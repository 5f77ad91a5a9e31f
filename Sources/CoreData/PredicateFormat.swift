import Foundation

extension NSPredicate {
  /// A predicate from Core Data's format string (`"name CONTAINS[cd] %@"`,
  /// `"folder == %@ AND done == NO"`), evaluated on managed objects' keys.
  ///
  /// Linux's Foundation has no predicate strings; Vellum parses comparisons (`==`, `!=`, `<`,
  /// `<=`, `>`, `>=`, `BETWEEN`, `IN`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`
  /// with `[c]`/`[d]`), `AND`/`OR`/`NOT`, `ANY`/`ALL`/`NONE`, `%@`/`%K`/`%d`/`%f`
  /// arguments, key paths with `@count`, and `TRUEPREDICATE`/`FALSEPREDICATE`. A format it
  /// cannot read traps with the format, as Core Data raises on one.
  public convenience init(format: String, _ arguments: any CVarArg...) {
    self.init(format: format, argumentArray: arguments)
  }

  /// The same with arguments that are not `CVarArg` on Linux, as an array or a set for `IN`
  /// (`NSPredicate(format: "localIdentifier IN %@", ids)`), which Apple's platforms bridge.
  @_disfavoredOverload
  public convenience init(format: String, _ arguments: Any...) {
    self.init(format: format, argumentArray: arguments)
  }

  public convenience init(format: String, argumentArray arguments: [Any]?) {
    let test: PredicateFormat.Test
    do {
      var reader = try PredicateFormat(format, arguments: arguments ?? [])
      test = try reader.parse()
    } catch {
      fatalError("NSPredicate(format: \(String(reflecting: format))): \(error)")
    }
    self.init { object, _ in test(object) }
  }
}

/// A recursive-descent reader of predicate format strings.
struct PredicateFormat {
  typealias Test = (Any?) -> Bool
  typealias Operand = (Any?) -> Any?

  struct SyntaxError: Error, CustomStringConvertible {
    let description: String
  }

  enum Token: Equatable {
    case word(String), string(String), number(Double), symbol(String), argument(Character)
  }

  var tokens: [Token] = []
  var position = 0
  var arguments: [Any]
  var nextArgument = 0

  init(_ format: String, arguments: [Any]) throws {
    self.arguments = arguments
    tokens = try Self.tokens(of: format)
  }

  mutating func parse() throws -> Test {
    let test = try parseOr()
    guard position == tokens.count else { throw SyntaxError(description: "unexpected \(tokens[position])") }
    return test
  }

  // MARK: Tokens

  static func tokens(of format: String) throws -> [Token] {
    var tokens: [Token] = []
    let characters = Array(format)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "%" {
        var end = index + 1
        while end < characters.count, "l".contains(characters[end]) { end += 1 }
        guard end < characters.count else { throw SyntaxError(description: "a % at the end") }
        tokens.append(.argument(characters[end]))
        index = end + 1
      } else if character == "\"" || character == "'" {
        var end = index + 1
        var text = ""
        while end < characters.count, characters[end] != character {
          if characters[end] == "\\", end + 1 < characters.count { end += 1 }
          text.append(characters[end])
          end += 1
        }
        guard end < characters.count else { throw SyntaxError(description: "an unclosed quote") }
        tokens.append(.string(text))
        index = end + 1
      } else if character.isNumber
        || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber)
      {
        var end = index + 1
        while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
        tokens.append(.number(Double(String(characters[index..<end])) ?? 0))
        index = end
      } else if character.isLetter || character == "_" || character == "@" || character == "$" || character == "#" {
        var end = index + 1
        while end < characters.count,
          characters[end].isLetter || characters[end].isNumber || "_.@$".contains(characters[end])
        {
          end += 1
        }
        tokens.append(.word(String(characters[index..<end])))
        index = end
      } else {
        let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        if ["==", "!=", "<=", ">=", "=<", "=>", "<>", "&&", "||"].contains(two) {
          tokens.append(.symbol(two))
          index += 2
        } else if "=<>!(){},[]".contains(character) {
          tokens.append(.symbol(String(character)))
          index += 1
        } else {
          throw SyntaxError(description: "unexpected character \(character)")
        }
      }
    }
    return tokens
  }

  var current: Token? { position < tokens.count ? tokens[position] : nil }

  func isWord(_ token: Token?, _ names: String...) -> Bool {
    if case .word(let word)? = token { return names.contains(word.uppercased()) }
    return false
  }

  mutating func take(_ symbol: String) -> Bool {
    guard current == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  // MARK: Logic

  mutating func parseOr() throws -> Test {
    var test = try parseAnd()
    while isWord(current, "OR") || current == .symbol("||") {
      position += 1
      let left = test
      let right = try parseAnd()
      test = { left($0) || right($0) }
    }
    return test
  }

  mutating func parseAnd() throws -> Test {
    var test = try parseNot()
    while isWord(current, "AND") || current == .symbol("&&") {
      position += 1
      let left = test
      let right = try parseNot()
      test = { left($0) && right($0) }
    }
    return test
  }

  mutating func parseNot() throws -> Test {
    if isWord(current, "NOT") || current == .symbol("!") {
      position += 1
      let inner = try parseNot()
      return { !inner($0) }
    }
    if take("(") {
      let inner = try parseOr()
      guard take(")") else { throw SyntaxError(description: "a missing )") }
      return inner
    }
    if isWord(current, "TRUEPREDICATE") {
      position += 1
      return { _ in true }
    }
    if isWord(current, "FALSEPREDICATE") {
      position += 1
      return { _ in false }
    }
    return try parseComparison()
  }

  // MARK: Comparisons

  enum Quantifier { case any, all, noMember }

  mutating func parseComparison() throws -> Test {
    var quantifier: Quantifier?
    if isWord(current, "ANY", "SOME") {
      quantifier = .any
    } else if isWord(current, "ALL") {
      quantifier = .all
    } else if isWord(current, "NONE") {
      quantifier = .noMember
    }
    if quantifier != nil { position += 1 }
    let left = try parseOperand()
    let (name, caseInsensitive, diacriticInsensitive) = try parseOperator()
    let right = try parseOperand()
    let compare = Self.comparison(name, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
    return { object in
      let value = left(object)
      let other = right(object)
      guard let quantifier, let members = KeyPathReading.collection(value) else { return compare(value, other) }
      switch quantifier {
      case .any: return members.contains { compare($0, other) }
      case .all: return members.allSatisfy { compare($0, other) }
      case .noMember: return !members.contains { compare($0, other) }
      }
    }
  }

  mutating func parseOperator() throws -> (String, Bool, Bool) {
    var name: String
    switch current {
    case .symbol(let symbol)? where ["=", "==", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>"].contains(symbol):
      name = ["=": "==", "<>": "!=", "=<": "<=", "=>": ">="][symbol] ?? symbol
    case .word(let word)?
    where ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(word.uppercased()):
      name = word.uppercased()
    default: throw SyntaxError(description: "expected an operator, found \(current.map { "\($0)" } ?? "the end")")
    }
    position += 1
    var caseInsensitive = false
    var diacriticInsensitive = false
    if take("[") {
      guard case .word(let flags)? = current else { throw SyntaxError(description: "expected [c], [d] or [cd]") }
      position += 1
      caseInsensitive = flags.lowercased().contains("c")
      diacriticInsensitive = flags.lowercased().contains("d")
      guard take("]") else { throw SyntaxError(description: "a missing ]") }
    }
    return (name, caseInsensitive, diacriticInsensitive)
  }

  static func comparison(_ name: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> (Any?, Any?) -> Bool {
    var options: String.CompareOptions = []
    if caseInsensitive { options.insert(.caseInsensitive) }
    if diacriticInsensitive { options.insert(.diacriticInsensitive) }
    func text(_ value: Any?) -> String? { value as? String }
    switch name {
    case "==":
      return { a, b in
        if !options.isEmpty, let x = text(a), let y = text(b) { return x.compare(y, options: options) == .orderedSame }
        return ValueComparison.equal(a, b)
      }
    case "!=":
      return { a, b in
        if !options.isEmpty, let x = text(a), let y = text(b) { return x.compare(y, options: options) != .orderedSame }
        return !ValueComparison.equal(a, b)
      }
    case "<": return { a, b in a != nil && b != nil && ValueComparison.compare(a, b) == .orderedAscending }
    case "<=": return { a, b in a != nil && b != nil && ValueComparison.compare(a, b) != .orderedDescending }
    case ">": return { a, b in a != nil && b != nil && ValueComparison.compare(a, b) == .orderedDescending }
    case ">=": return { a, b in a != nil && b != nil && ValueComparison.compare(a, b) != .orderedAscending }
    case "CONTAINS":
      return { a, b in
        if let x = text(a), let y = text(b) { return x.range(of: y, options: options) != nil }
        return KeyPathReading.collection(a)?.contains { ValueComparison.equal($0, b) } ?? false
      }
    case "BEGINSWITH":
      return { a, b in
        guard let x = text(a), let y = text(b) else { return false }
        return x.range(of: y, options: options.union(.anchored)) != nil
      }
    case "ENDSWITH":
      return { a, b in
        guard let x = text(a), let y = text(b) else { return false }
        return x.range(of: y, options: options.union([.anchored, .backwards])) != nil
      }
    case "LIKE":
      return { a, b in
        guard let x = text(a), let y = text(b) else { return false }
        let pattern =
          "^"
          + NSRegularExpression.escapedPattern(for: y)
          .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".") + "$"
        return x.range(of: pattern, options: options.union(.regularExpression)) != nil
      }
    case "MATCHES":
      return { a, b in
        guard let x = text(a), let y = text(b) else { return false }
        return x.range(of: "^(?:" + y + ")$", options: options.union(.regularExpression)) != nil
      }
    case "IN":
      return { a, b in
        if let y = text(b), let x = text(a) { return y.range(of: x, options: options) != nil }
        return KeyPathReading.collection(b)?.contains { ValueComparison.equal(a, $0) } ?? false
      }
    default:  // BETWEEN
      return { a, b in
        guard let bounds = KeyPathReading.collection(b), bounds.count == 2 else { return false }
        return ValueComparison.compare(a, bounds[0]) != .orderedAscending
          && ValueComparison.compare(a, bounds[1]) != .orderedDescending
      }
    }
  }

  // MARK: Operands

  mutating func parseOperand() throws -> Operand {
    guard let token = current else { throw SyntaxError(description: "expected a value at the end") }
    position += 1
    switch token {
    case .string(let text): return { _ in text }
    case .number(let number): return { _ in number }
    case .argument(let kind):
      guard nextArgument < arguments.count else { throw SyntaxError(description: "too few arguments") }
      let argument = arguments[nextArgument]
      nextArgument += 1
      if kind == "K" {
        let keys = "\(argument)".split(separator: ".").map(String.init)
        return { KeyPathReading.value(of: $0, at: keys) }
      }
      return { _ in argument }
    case .symbol("{"):
      var members: [Operand] = []
      while !take("}") {
        members.append(try parseOperand())
        _ = take(",")
        guard current != nil else { throw SyntaxError(description: "a missing }") }
      }
      return { object in members.map { $0(object) ?? NSNull() } }
    case .word(let word):
      switch word.uppercased() {
      case "YES", "TRUE": return { _ in true }
      case "NO", "FALSE": return { _ in false }
      case "NIL", "NULL": return { _ in nil }
      default:
        let keys = word.split(separator: ".").map(String.init)
        return { KeyPathReading.value(of: $0, at: keys) }
      }
    default: throw SyntaxError(description: "unexpected \(token)")
    }
  }
}
