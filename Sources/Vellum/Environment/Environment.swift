import Foundation

/// Storage that resolve fills before it asks a view for its `body`.
///
/// Every built-in dynamic property conforms; those that need nothing from the environment
/// keep the default, which does nothing.
protocol DynamicPropertyStorage {
  func install(_ environment: EnvironmentValues)
}

extension DynamicPropertyStorage {
  func install(_ environment: EnvironmentValues) {}
}

/// A property wrapper that reads a value from the view's environment, as in SwiftUI.
///
/// Vellum fills it (found with `Mirror`) right before calling the view's `body`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, DynamicPropertyStorage {
  final class Box {
    var values: EnvironmentValues?
  }
  let read: (EnvironmentValues) -> Value
  let box = Box()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  init(read: @escaping (EnvironmentValues) -> Value) {
    self.read = read
  }

  public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }

  func install(_ environment: EnvironmentValues) { box.values = environment }
}

/// Fills the dynamic properties (`@Environment`, `@EnvironmentObject`, `@ScaledMetric` …) of
/// a view before its body is read. A stored property that is a user's own `DynamicProperty`
/// is searched the same way, then its `update()` is called.
///
/// Whether a type can hold any is worked out once per type from its declared fields
/// (`DynamicPropertyTypes`); most views hold none and skip `Mirror` altogether.
///
/// `@State` found on the way takes the storage its identity (`context`'s path, the view's
/// type and the property's place) has in the render's `StateStore`.
func installDynamicProperties<V>(of view: V, context: ResolveContext) {
  guard withUnsafePointer(to: view, { context.session.mayHoldDynamicProperties(V.self, $0) }) else { return }
  var index = 0
  installFoundDynamicProperties(
    of: view, environment: context.environment, states: context.states,
    place: (context.identity, ObjectIdentifier(V.self)), index: &index)
}

private func installFoundDynamicProperties<V>(
  of view: V, environment: EnvironmentValues, states: StateStore?, place: (ChildIdentity, ObjectIdentifier),
  index: inout Int
) {
  let mirror = Mirror(reflecting: view)
  guard !mirror.children.isEmpty else { return }
  for child in mirror.children {
    if let storage = child.value as? any DynamicPropertyStorage {
      if let states, let identified = storage as? any IdentifiedStorage {
        identified.adopt(from: states, key: StateStore.Key(path: place.0, type: place.1, index: index))
      }
      index += 1
      storage.install(environment)
    } else if var property = child.value as? any DynamicProperty {
      installFoundDynamicProperties(of: property, environment: environment, states: states, place: place, index: &index)
      property.update()
    }
  }
}

/// A modifier view that writes one environment value for its content.
nonisolated public struct _EnvironmentWritingView<Content: View, Value>: View, PrimitiveView {
  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let keyPath = keyPath
    let value = value
    var inner = context
    inner.environment[keyPath: keyPath] = value
    return Vellum.makeChildren(content, inner).map { build in
      { context in
        var context = context
        context.environment[keyPath: keyPath] = value
        return build(context)
      }
    }
  }
}

nonisolated extension View {
  /// Sets an environment value for this view and everything inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _EnvironmentWritingView(content: self, keyPath: keyPath, value: value)
  }

  /// Transforms an environment value for this view and everything inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    _EnvironmentTransformingView(content: self, keyPath: keyPath, transform: transform)
  }
}

/// A modifier view that transforms one environment value for its content.
nonisolated public struct _EnvironmentTransformingView<Content: View, Value>: View, PrimitiveView {
  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let keyPath = keyPath
    let transform = transform
    var inner = context
    transform(&inner.environment[keyPath: keyPath])
    return Vellum.makeChildren(content, inner).map { build in
      { context in
        var context = context
        transform(&context.environment[keyPath: keyPath])
        return build(context)
      }
    }
  }
}
