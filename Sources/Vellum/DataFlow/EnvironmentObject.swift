import Foundation

/// A property wrapper for an `ObservableObject` an ancestor placed with
/// `.environmentObject(_:)`, as in SwiftUI.
///
/// Reading it when no ancestor placed an object of its type stops the program with SwiftUI's
/// message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyStorage {
  final class Box {
    var values: EnvironmentValues?
  }
  let box = Box()

  /// Gives `Binding`s to the properties of the object: `$settings.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      Binding(object, keyPath)
    }
  }

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = box.values?.legacyObservableObjects[ObjectType.self] else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
          + "\(ObjectType.self) may be missing as an ancestor of this view."
          + (box.values?.unmadePreviewContextsNote ?? ""))
    }
    return object
  }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  func install(_ environment: EnvironmentValues) { box.values = environment }
}

nonisolated extension View {
  /// Places an `ObservableObject` in the environment of this view, where
  /// `@EnvironmentObject` reads it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    transformEnvironment(\.legacyObservableObjects) { $0[T.self] = object }
  }
}
