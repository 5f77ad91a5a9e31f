import Foundation

/// Which element an assistive technology (VoiceOver) has focused, as SwiftUI's
/// `@AccessibilityFocusState var isFocused: Bool` or `… var element: Element?`.
///
/// A render has no VoiceOver: nothing is focused at rest, so the value starts at `false` or
/// `nil`; setting it stores the value, and nothing drawn changes.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty, DynamicPropertyStorage {
  /// A binding to the state, passed to `.accessibilityFocused(_:)` and
  /// `.accessibilityFocused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    let box: State<Value>.Box

    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  let box: State<Value>.Box

  public init() where Value == Bool { box = State.Box(false) }
  public init<T: Hashable>() where Value == T? { box = State.Box(nil) }
  /// The technologies whose focus it follows (accepted: none runs in a render).
  public init(for technologies: AccessibilityTechnologies) where Value == Bool { box = State.Box(false) }
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { box = State.Box(nil) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(box: box) }
}

/// Assistive technologies, as SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
  public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

nonisolated extension View {
  /// Ties this element's accessibility focus to a Boolean state. Accepted; nothing drawn
  /// changes.
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

  /// Ties this element's accessibility focus to a state equal to `value`. Accepted.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View { self }
}
