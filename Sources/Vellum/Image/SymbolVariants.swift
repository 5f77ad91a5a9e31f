import Foundation

/// A variant of symbols (`.fill`, `.circle.fill`, `.slash` …), as in SwiftUI: a shape that
/// encloses the symbol, a slash through it, and whether it is filled. Variants compose
/// (`.circle.fill`) and are spelled into the name in SF Symbols' order —
/// `bell` + `.slash.fill` is `bell.slash.fill`, `person` + `.circle.fill` is
/// `person.circle.fill`. A name the table lacks falls back to the symbol as written, as
/// SwiftUI falls back to the unvaried symbol.
public struct SymbolVariants: Hashable, Sendable {
  nonisolated enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
  var enclosure: Shape?
  var isSlashed = false
  var isFilled = false
  var isNone: Bool { enclosure == nil && !isSlashed && !isFilled }

  public static let none = SymbolVariants()
  public static let fill = SymbolVariants(isFilled: true)
  public static let circle = SymbolVariants(enclosure: .circle)
  public static let square = SymbolVariants(enclosure: .square)
  public static let rectangle = SymbolVariants(enclosure: .rectangle)
  public static let slash = SymbolVariants(isSlashed: true)

  /// This variant, filled.
  public var fill: SymbolVariants { var copy = self; copy.isFilled = true; return copy }
  /// This variant, in a circle.
  public var circle: SymbolVariants { var copy = self; copy.enclosure = .circle; return copy }
  /// This variant, in a square.
  public var square: SymbolVariants { var copy = self; copy.enclosure = .square; return copy }
  /// This variant, in a rectangle.
  public var rectangle: SymbolVariants { var copy = self; copy.enclosure = .rectangle; return copy }
  /// This variant, slashed.
  public var slash: SymbolVariants { var copy = self; copy.isSlashed = true; return copy }

  /// Whether this variant includes all of another's parts.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.enclosure == nil || other.enclosure == enclosure) && (!other.isSlashed || isSlashed)
      && (!other.isFilled || isFilled)
  }

  /// `name` with this variant's parts that it does not spell yet, in SF Symbols' order
  /// (base, slash, enclosing shape, fill).
  func applied(to name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    func has(_ part: String) -> Bool { parts.contains(part) }
    if isSlashed, !has("slash") {
      let at = parts.firstIndex { ["circle", "square", "rectangle", "fill"].contains($0) } ?? parts.count
      parts.insert("slash", at: at)
    }
    if let enclosure, !has(enclosure.rawValue) {
      let at = parts.firstIndex { $0 == "fill" } ?? parts.count
      parts.insert(enclosure.rawValue, at: at)
    }
    if isFilled, !has("fill") { parts.append("fill") }
    return parts.joined(separator: ".")
  }
}

enum SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
  /// The variant symbols inside show (`symbolVariant(_:)`), as SwiftUI's `\.symbolVariants`.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Makes the symbols inside show a variant, as in SwiftUI: `Image(systemName: "heart")`
  /// under `.symbolVariant(.fill)` draws `heart.fill`. Variants of nested calls add up
  /// (`.none` clears them).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    transformEnvironment(\.symbolVariants) { current in
      if variant.isNone {
        current = .none
      } else {
        current = SymbolVariants(
          enclosure: variant.enclosure ?? current.enclosure, isSlashed: current.isSlashed || variant.isSlashed,
          isFilled: current.isFilled || variant.isFilled)
      }
    }
  }
}

/// The table's name for a symbol under the environment's variants: the varied name when the
/// table has it, else the name as written.
func variedSymbolName(_ name: String, _ variants: SymbolVariants) -> String {
  if variants.isNone { return name }
  let varied = variants.applied(to: name)
  return symbolTable[varied] != nil ? varied : name
}
