/// A part of an app's interface, as in SwiftUI: a window group, a window, a settings window,
/// or a scene built from others. Vellum shows the content of the first window.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A scene Vellum reads directly: the windows it holds, each as the view it shows.
protocol PrimitiveScene {
  @MainActor var windows: [AnyView] { get }
}

extension Scene {
  /// The views of this scene's windows, in order.
  @MainActor var windows: [AnyView] {
    if let primitive = self as? any PrimitiveScene { return primitive.windows }
    return body.windows
  }
}

/// Builds a scene from the scenes listed in an app's `body`, as `@SceneBuilder` does.
@resultBuilder @MainActor
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<
    (repeat each Content)
  > {
    var windows: [@MainActor () -> [AnyView]] = []
    for scene in repeat each content { windows.append({ scene.windows }) }
    return _TupleScene(parts: windows)
  }
  public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
    _OptionalScene(content: content)
  }
  public static func buildEither<T: Scene, F: Scene>(first: T) -> _ConditionalScene<T, F> {
    _ConditionalScene(windows: { first.windows })
  }
  public static func buildEither<T: Scene, F: Scene>(second: F) -> _ConditionalScene<T, F> {
    _ConditionalScene(windows: { second.windows })
  }
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _ConditionalScene<
    Content, Content
  > {
    _ConditionalScene(windows: { content.windows })
  }
}

/// Several scenes side by side (a `@SceneBuilder` with more than one).
public struct _TupleScene<T>: Scene, PrimitiveScene {
  let parts: [@MainActor () -> [AnyView]]
  public typealias Body = Never
  public var body: Never { fatalError("_TupleScene has no body") }
  var windows: [AnyView] { parts.flatMap { $0() } }
}

/// A scene that is there only when a condition holds (`if` in a `@SceneBuilder`).
public struct _OptionalScene<Content: Scene>: Scene, PrimitiveScene {
  let content: Content?
  public typealias Body = Never
  public var body: Never { fatalError("_OptionalScene has no body") }
  var windows: [AnyView] { content?.windows ?? [] }
}

/// One of two scenes (`if`/`else` or `#available` in a `@SceneBuilder`).
public struct _ConditionalScene<TrueContent: Scene, FalseContent: Scene>: Scene, PrimitiveScene {
  let make: @MainActor () -> [AnyView]
  init(windows: @escaping @MainActor () -> [AnyView]) { make = windows }
  public typealias Body = Never
  public var body: Never { fatalError("_ConditionalScene has no body") }
  var windows: [AnyView] { make() }
}
