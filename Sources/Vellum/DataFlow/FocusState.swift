import Foundation

/// Which view has keyboard focus, as in SwiftUI: `@FocusState var isFocused: Bool` or
/// `@FocusState var field: Field?`.
///
/// Vellum has no keyboard: nothing is focused at rest, so the value starts at `false` or
/// `nil`. Setting it stores the value (and a focused view looks the same as an unfocused one).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, DynamicPropertyStorage {
  /// A binding to a focus state, passed to `.focused(_:)` and `.focused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    let box: State<Value>.Box

    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { self }
  }

  let box: State<Value>.Box

  public init() where Value == Bool { box = State.Box(false) }
  public init<T: Hashable>() where Value == T? { box = State.Box(nil) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
}

nonisolated extension View {
  /// Ties this view's focus to a Boolean focus state. Accepted; no visual change.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  /// Ties this view's focus to a focus state equal to `value`. Accepted; no visual change.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    self
  }

  /// Whether this view can take focus. Accepted; no visual change.
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
