import Foundation

/// Objects placed in the environment by type, with `.environment(_:)` (Observable objects)
/// or `.environmentObject(_:)` (`ObservableObject`s). The two are kept apart, as in SwiftUI.
struct EnvironmentObjects {
  var objects: [ObjectIdentifier: AnyObject] = [:]

  subscript<T: AnyObject>(type: T.Type) -> T? {
    get { objects[ObjectIdentifier(type)] as? T }
    set { objects[ObjectIdentifier(type)] = newValue }
  }
}

enum ObservableObjectsKey: EnvironmentKey {
  static var defaultValue: EnvironmentObjects { EnvironmentObjects() }
}

enum LegacyObservableObjectsKey: EnvironmentKey {
  static var defaultValue: EnvironmentObjects { EnvironmentObjects() }
}

extension EnvironmentValues {
  /// Objects placed with `.environment(_ object:)`, keyed by their type.
  var observableObjects: EnvironmentObjects {
    get { self[ObservableObjectsKey.self] }
    set { self[ObservableObjectsKey.self] = newValue }
  }

  /// Objects placed with `.environmentObject(_:)`, keyed by their type.
  var legacyObservableObjects: EnvironmentObjects {
    get { self[LegacyObservableObjectsKey.self] }
    set { self[LegacyObservableObjectsKey.self] = newValue }
  }
}

extension Environment {
  /// Reads an `@Observable` object an ancestor placed with `.environment(_:)`, as in SwiftUI:
  /// `@Environment(Model.self) private var model`.
  ///
  /// Reading it when no ancestor placed an object of this type stops the program with
  /// SwiftUI's message, "No Observable object of type Model found".
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init { values in
      guard let object = values.observableObjects[objectType] else {
        fatalError(
          "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be "
            + "missing as an ancestor of this view." + values.unmadePreviewContextsNote)
      }
      return object
    }
  }

  /// Reads an `@Observable` object an ancestor placed with `.environment(_:)`, or `nil` when
  /// there is none: `@Environment(Model.self) private var model: Model?`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init { values in values.observableObjects[objectType] }
  }
}

nonisolated extension View {
  /// Places an `@Observable` object in the environment of this view, where
  /// `@Environment(T.self)` reads it. `nil` removes an object of that type placed higher up.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    transformEnvironment(\.observableObjects) { $0[T.self] = object }
  }
}
