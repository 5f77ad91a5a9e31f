import Foundation

/// One element VoiceOver would read, as the accessibility snapshot lists it: its label,
/// value, traits and frame, in reading order.
///
/// SwiftUI makes an element of each text and image, and of each view an accessibility
/// modifier makes one (`accessibilityLabel`, `accessibilityValue`,
/// `accessibilityElement(children:)`); buttons, toggles and links combine their content into
/// one element. Elements are read in the order of the view tree, higher
/// `accessibilitySortPriority` first within a container; a `Label` is read by its title.
/// Vellum differs: an SF Symbol's label is its name (iOS reads a description such as
/// "Favorite"), and only Button, Toggle, Link and Label give their content a role.
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
  public var label: String
  public var value: String?
  /// Trait names: `button`, `header`, `image`, `staticText`, `toggle`, `selected` …
  public var traits: [String]
  /// In the root's coordinates.
  public var frame: CGRect

  public var description: String {
    var text = label.debugDescription
    if let value { text += ", value \(value.debugDescription)" }
    if !traits.isEmpty { text += " [\(traits.joined(separator: ", "))]" }
    return text
      + " (\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width))×\(formatNumber(frame.height)))"
  }

  static let traitNames: [(AccessibilityTraits, String)] =
    [
      (.isButton, "button"), (.isLink, "link"), (.isToggle, "toggle"), (.isHeader, "header"),
    ]
    + AccessibilityTraits.headingLevelNames + [
      (.isSearchField, "searchField"), (.isImage, "image"), (.isSelected, "selected"), (.isStaticText, "staticText"),
      (.isSummaryElement, "summary"), (.isModal, "modal"), (.updatesFrequently, "updatesFrequently"),
      (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"), (.startsMediaSession, "startsMediaSession"),
      (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    ]
}

extension LayoutSnapshot {
  /// The elements VoiceOver would read, in reading order (see `AccessibilityElement`).
  public var accessibilityElements: [AccessibilityElement] {
    var hosts = [host]
    var index = 0
    while index < hosts.count {
      hosts.append(contentsOf: hosts[index].layers)
      index += 1
    }
    return onLargeStack {
      hosts.flatMap { host in AccessibilityCollector.sorted(AccessibilityCollector.collect(host.root, .zero)) }
        .map(\.element)
    }
  }

  /// The accessibility snapshot: one numbered line per element, in reading order.
  public var accessibilityDescription: String {
    accessibilityElements.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}

/// Walks a laid-out tree for its accessibility elements.
enum AccessibilityCollector {
  struct Collected {
    var element: AccessibilityElement
    var traits: AccessibilityTraits
    var priority: Double
  }

  /// Stable: higher priority first, tree order otherwise.
  static func sorted(_ items: [Collected]) -> [Collected] {
    items.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
  }

  static func collect(_ node: Node, _ parentOrigin: CGPoint) -> [Collected] {
    if node.excluded || node.effects.contains(where: { if case .hidden = $0 { true } else { false } }) { return [] }
    let attributes = node.accessibility
    if attributes?.hidden == true { return [] }
    let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
    // What a text renderer draws is the text: one element, not one per line or glyph.
    let drawsItsText = node.layout is TextRendererEngine
    let inside = { drawsItsText ? [] : node.children.flatMap { collect($0, frame.origin) } }
    let added = attributes?.addedTraits ?? []
    let removed = attributes?.removedTraits ?? []
    let priority = attributes?.sortPriority ?? 0

    if let attributes, attributes.makesElement {
      // One element: its own label, or (combining) its children's labels and traits.
      var label = attributes.label
      var traits = added
      if attributes.children != .ignore {
        let children = sorted(inside())
        if label == nil { label = children.map(\.element.label).filter { !$0.isEmpty }.joined(separator: ", ") }
        for child in children { traits.formUnion(child.traits) }
      }
      if let own = leaf(node) {
        if label == nil || label == "" { label = own.label }
        traits.formUnion(own.traits)
      }
      if !traits.isDisjoint(with: [.isButton, .isLink, .isToggle]) { traits.subtract([.isStaticText, .isImage]) }
      traits.subtract(removed)
      return [make(label ?? "", attributes.value, traits, frame, priority)]
    }

    var items: [Collected] = []
    if let own = leaf(node) {
      items.append(make(own.label, nil, own.traits.union(added).subtracting(removed), frame, priority))
    }
    var children = inside()
    if attributes?.children == .contain {
      // A container orders its own elements; in its parent they move as one, at its priority.
      children = sorted(children).map { child in
        var child = child
        child.priority = priority
        return child
      }
    }
    // Traits and a priority set on a view that is no element reach the elements inside it.
    if !added.isEmpty || !removed.isEmpty || attributes?.sortPriority != nil {
      children = children.map { child in
        var traits = child.traits.union(added).subtracting(removed)
        if !traits.isDisjoint(with: [.isButton, .isLink, .isToggle]) { traits.subtract([.isStaticText, .isImage]) }
        var element = child.element
        element.traits = names(traits)
        return Collected(element: element, traits: traits, priority: attributes?.sortPriority ?? child.priority)
      }
    }
    return items + children
  }

  /// The element a text or image is by itself.
  static func leaf(_ node: Node) -> (label: String, traits: AccessibilityTraits)? {
    switch node.content {
    case .text(let run, _): return (run.string, .isStaticText)
    case .symbol(let glyph, _, _): return (glyph.name, .isImage)
    case nil:
      guard let renderer = node.layout as? TextRendererEngine else { return nil }
      return (renderer.text.run.string, .isStaticText)
    case .image:
      let name = node.name
      let quoted = name.hasPrefix("Image(\"") && name.hasSuffix("\")") ? String(name.dropFirst(7).dropLast(2)) : ""
      return (quoted, .isImage)
    default: return nil
    }
  }

  static func make(
    _ label: String, _ value: String?, _ traits: AccessibilityTraits, _ frame: CGRect, _ priority: Double
  ) -> Collected {
    Collected(
      element: AccessibilityElement(label: label, value: value, traits: names(traits), frame: frame), traits: traits,
      priority: priority)
  }

  static func names(_ traits: AccessibilityTraits) -> [String] {
    AccessibilityElement.traitNames.filter { traits.contains($0.0) }.map(\.1)
  }
}
