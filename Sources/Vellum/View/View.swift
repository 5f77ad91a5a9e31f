import Foundation

/// A piece of user interface, as in SwiftUI: a custom view describes itself with `body`.
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// Views Vellum knows how to resolve directly; their `body` is never read.
protocol PrimitiveView {
  func makeChildren(_ context: ResolveContext) -> ChildList
}

extension PrimitiveView {
  /// `view.makeChildren(context)` for a view whose type is known to be `Self`.
  static func makeChildren<V>(of view: V, _ context: ResolveContext) -> ChildList {
    withUnsafePointer(to: view) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.makeChildren(context) }
    }
  }
}

extension View where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Resolves a view into the children it contributes to its parent container.
func makeChildren<V: View>(_ view: V, _ context: ResolveContext) -> ChildList {
  // A cast of the type, not the value: casting the value boxed every view larger than three
  // words into an existential.
  if let primitive = V.self as? any PrimitiveView.Type { return primitive.makeChildren(of: view, context) }
  installDynamicProperties(of: view, environment: context.environment)
  return makeChildren(view.body, context)
}
