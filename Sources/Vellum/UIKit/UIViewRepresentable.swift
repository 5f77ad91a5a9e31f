import Foundation

/// A UIKit view in a SwiftUI hierarchy, as in SwiftUI. Vellum draws SwiftUI only: the view
/// takes the space offered, as a UIView without an intrinsic size does, and is drawn as a
/// grey placeholder with a diagnostic naming the type. `makeUIView` is not called.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == _UIKitPlaceholder {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

nonisolated extension UIViewRepresentable {
  public var body: _UIKitPlaceholder { _UIKitPlaceholder(name: "\(Self.self)", content: UIViewType._previewContent) }
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// A UIKit view controller in a SwiftUI hierarchy; drawn like `UIViewRepresentable`, a
/// controller class's `_previewFill` standing for its view's.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == _UIKitPlaceholder {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

nonisolated extension UIViewControllerRepresentable {
  public var body: _UIKitPlaceholder {
    _UIKitPlaceholder(name: "\(Self.self)", content: UIViewControllerType._previewContent)
  }
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given: its coordinator, environment and transaction.
nonisolated public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues
  public var transaction = Transaction()
}

nonisolated public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues
  public var transaction = Transaction()
}

/// Where a UIKit view would be: the offered space in the secondary grouped grey, and a
/// diagnostic naming the representable; or, for a view class that says how it looks empty
/// (`UIView._previewFill`, or `_previewContent` for more than a fill), that view in the
/// offered space.
nonisolated public struct _UIKitPlaceholder: View, PrimitiveView {
  public typealias Body = Never
  let name: String
  var content: AnyView? = nil

  func makeChildren(_ context: ResolveContext) -> ChildList {
    if let content { return Vellum.makeChildren(content, context) }
    context.diagnostics.report("\(name): a UIKit view, drawn as a placeholder (Vellum draws SwiftUI only)")
    return Vellum.makeChildren(Color.secondarySystemFill, context)
  }
}
