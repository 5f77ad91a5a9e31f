import Foundation

// Pointer, keyboard, selection, drag and haptics: none of it happens in a still frame, so
// these modifiers are accepted and draw nothing (SwiftUI changes only how the view responds).

/// A key on the keyboard, as in SwiftUI.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys, as in SwiftUI.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A keyboard shortcut, as in SwiftUI.
public struct KeyboardShortcut: Hashable, Sendable {
  public let key: KeyEquivalent
  public let modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// The pointer's hover effect on iPadOS, as in SwiftUI.
public struct HoverEffect: Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")
}

/// Where the pointer is over a view, as in SwiftUI.
public enum HoverPhase: Equatable, Sendable {
  case active(CGPoint)
  case ended
}

/// Whether text can be selected, as in SwiftUI.
public struct TextSelectability: Sendable {
  let enabled: Bool
  public static let enabled = TextSelectability(enabled: true)
  public static let disabled = TextSelectability(enabled: false)
}

/// How scrolling dismisses the keyboard, as in SwiftUI.
public struct ScrollDismissesKeyboardMode: Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A haptic or audio feedback, as in SwiftUI.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")
  public enum Weight: Sendable {
    case light, medium, heavy
  }
  public enum Flexibility: Sendable {
    case rigid, solid, soft
  }
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

nonisolated extension View {
  /// Accepted: a still frame takes no touches. (SwiftUI stops the view receiving them.)
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// Accepted: the shape only changes where touches land.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  /// Accepted: tooltips show on hover, which a still frame has not.
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { self }
  public func help(_ text: Text) -> some View { self }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  public func onContinuousHover(perform action: @escaping (HoverPhase) -> Void) -> some View { self }
  public func textSelection(_ selectability: TextSelectability) -> some View { self }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  /// Accepted: a still frame shows the scroll view at rest either way.
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }
  /// Accepted: nothing is private in a preview. (SwiftUI redacts it in widgets and on a locked screen.)
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
  /// Accepted: no URL is opened while rendering.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
  public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
  public func draggable<T, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V)
    -> some View
  { self }
  public func dropDestination<T>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View { self }
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
  /// Accepted: drawing order stays the order of declaration. (SwiftUI draws siblings with a
  /// higher `zIndex` above the others.)
  public func zIndex(_ value: Double) -> some View { self }
  /// Accepted: a still frame has no interaction to disable.
  public func interactionDisabled(_ disabled: Bool = true) -> some View { self }
  /// The iOS 13 spelling of `statusBarHidden(_:)`.
  public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
  /// The deprecated spelling of `tint(_:)` for controls.
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
  /// Accepted: the view's identity for updates; a still frame is drawn either way.
  public func equatable() -> some View where Self: Equatable { self }
  /// Accepted.
  public func geometryGroup() -> some View { self }
  /// Accepted: the shape only matters to views that use `ContainerRelativeShape`.
  public func containerShape<T: Shape>(_ shape: T) -> some View { self }
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
  public func widgetURL(_ url: URL?) -> some View { self }
  public func submitScope(_ isBlocking: Bool = true) -> some View { self }
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}
