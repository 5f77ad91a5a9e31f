import Foundation

/// A property wrapper for an `ObservableObject` a view creates and owns, as in SwiftUI.
///
/// The object is made from the autoclosure, isolated to the main actor as in SwiftUI, the
/// first time it is read and then kept by this
/// view value (and its copies). SwiftUI keeps it for the life of the view's identity across
/// updates; Vellum draws one frame, so each render makes it afresh.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyStorage {
  final class Box {
    var make: (@MainActor () -> ObjectType)?
    var object: ObjectType?
    init(_ make: @escaping @MainActor () -> ObjectType) { self.make = make }

    var value: ObjectType {
      if let object { return object }
      let object = runOnMainActor(make!)
      self.object = object
      make = nil
      return object
    }
  }
  let box: Box

  public init(wrappedValue thunk: @autoclosure @escaping @MainActor () -> ObjectType) {
    box = Box(thunk)
  }

  public var wrappedValue: ObjectType { box.value }

  /// `$model.name` is a `Binding` to the object's `name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: box.value)
  }
}
