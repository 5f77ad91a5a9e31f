import Foundation

/// A group of identical windows, as in SwiftUI; on iPhone, the app's screen. Vellum shows
/// one window of it: its content, with no title drawn (iOS shows none either).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: @MainActor () -> Content

  public init(@ViewBuilder content: @escaping @MainActor () -> Content) { self.content = content }
  public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) { self.content = content }
  public init(_ title: Text, @ViewBuilder content: @escaping @MainActor () -> Content) { self.content = content }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }
  public init(_ title: Text, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }
  public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = content
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = content
  }

  /// A window group for values of `type`: Vellum shows its window with no value (`nil`).
  public init<D: Decodable & Encodable & Hashable>(
    for type: D.Type, @ViewBuilder content: @escaping @MainActor (Binding<D?>) -> Content
  ) {
    self.content = { content(.constant(nil)) }
  }
  public init<D: Decodable & Encodable & Hashable>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping @MainActor (Binding<D?>) -> Content
  ) {
    self.content = { content(.constant(nil)) }
  }

  public typealias Body = Never
  public var body: Never { fatalError("WindowGroup has no body") }
  var windows: [AnyView] { [AnyView(content())] }
}

/// A single window (macOS, iPadOS), as in SwiftUI: its content is a window like a group's.
public struct Window<Content: View>: Scene, PrimitiveScene {
  let content: @MainActor () -> Content
  public init(_ title: Text, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }
  public typealias Body = Never
  public var body: Never { fatalError("Window has no body") }
  var windows: [AnyView] { [AnyView(content())] }
}

/// The macOS settings window, as in SwiftUI. It is not the app's main window, so Vellum does
/// not show it as the app's preview.
public struct Settings<Content: View>: Scene, PrimitiveScene {
  public init(@ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError("Settings has no body") }
  var windows: [AnyView] { [] }
}
