import Foundation

// What VoiceOver reads: these modifiers change nothing that is drawn; they are kept on the
// view's node and read by `LayoutSnapshot.accessibilityElements` (the accessibility snapshot).
nonisolated extension View {
  /// Hides the view and everything in it from VoiceOver; it still draws.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibility { attributes, _ in attributes.hidden = attributes.hidden ?? hidden }
  }

  /// What VoiceOver reads for the view instead of its text.
  public func accessibilityLabel(_ label: Text) -> some View {
    accessibility { attributes, environment in
      attributes.label = attributes.label ?? label.run(in: environment).string
    }
  }

  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }

  /// What VoiceOver reads after the label: a slider's level, a toggle's state.
  public func accessibilityValue(_ value: Text) -> some View {
    accessibility { attributes, environment in
      attributes.value = attributes.value ?? value.run(in: environment).string
    }
  }

  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }

  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }

  /// Makes the view one element: `.ignore` its children (the default), `.combine` their
  /// labels into its own, or `.contain` them as a group ordered by sort priority.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility { attributes, _ in attributes.children = attributes.children ?? children }
  }

  /// Traits VoiceOver announces (`.isHeader`, `.isButton` …).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { attributes, _ in attributes.addedTraits.formUnion(traits) }
  }

  /// The level of a heading (`.h1` … `.h6`), which VoiceOver speaks with it; the view is a
  /// header, as with `accessibilityAddTraits(.isHeader)`. The accessibility snapshot lists
  /// the level after the `header` trait.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    accessibility { attributes, _ in attributes.addedTraits.formUnion(level.traits) }
  }

  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { attributes, _ in attributes.removedTraits.formUnion(traits) }
  }

  /// Reads this element before lower priorities in the same container (default 0).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibility { attributes, _ in
      attributes.sortPriority = attributes.sortPriority ?? (sortPriority.isFinite ? sortPriority : 0)
    }
  }

  /// Changes the accessibility attributes of the view's nodes; the innermost modifier of a
  /// kind wins, as the view's own value does in SwiftUI.
  func accessibility(_ change: @escaping (inout AccessibilityAttributes, EnvironmentValues) -> Void) -> some View {
    NodeAttributeModifier(content: self) { node, context in
      var attributes = node.accessibility ?? AccessibilityAttributes()
      change(&attributes, context.environment)
      node.accessibility = attributes
    }
  }
}

/// The accessibility modifiers applied to one node.
struct AccessibilityAttributes {
  var label: String?
  var value: String?
  var hidden: Bool?
  var children: AccessibilityChildBehavior?
  var sortPriority: Double?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []

  /// Whether these make the node one element, whatever is inside it.
  var makesElement: Bool { label != nil || value != nil || (children != nil && children != .contain) }
}

/// How an accessibility element treats its children, as in SwiftUI.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Traits VoiceOver announces, as in SwiftUI.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// The kinds of accessibility action, as in SwiftUI.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  public init(named name: Text) { self.name = "named" }
  init(name: String) { self.name = name }
}

// Accepted for source compatibility: identifiers, hints, input labels, actions and
// representations are not part of the accessibility snapshot, and draw nothing.
nonisolated extension View {
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  public func accessibilityHint(_ hint: Text) -> some View { self }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    self
  }
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
  public func accessibilityShowsLargeContentViewer() -> some View { self }
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
}
