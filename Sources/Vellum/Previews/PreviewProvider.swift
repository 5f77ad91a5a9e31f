import Foundation

/// A type that gives previews of views, as SwiftUI's `PreviewProvider`. Discovery finds
/// every conformer on its own; each child of `previews` (several in a `Group`) is one
/// preview, named by `.previewDisplayName(_:)` or else after the type (`ContentView_Previews`
/// → `ContentView`, `ContentView 2`, …), drawn on the canvas its `.previewLayout(_:)`,
/// `.previewDevice(_:)` and `.previewInterfaceOrientation(_:)` ask for, in the colour scheme
/// of its `.preferredColorScheme(_:)` when it has one.
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

/// The settings a preview's modifiers leave on one child of `previews`.
public struct _PreviewSettings: Hashable, Sendable {
  public var displayName: String?
  public var layout: PreviewLayout?
  public var device: PreviewDevice?
  public var orientation: InterfaceOrientation?
  public var colorScheme: ColorScheme?

  public init() {}
}

enum PreviewSettingsKey: ContainerValueKey { static var defaultValue: _PreviewSettings { _PreviewSettings() } }

extension ContainerValues {
  var previewSettings: _PreviewSettings {
    get { self[PreviewSettingsKey.self] }
    set { self[PreviewSettingsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Names this preview (SwiftUI: the title in Xcode's canvas). Vellum uses it as the
  /// preview's name on the command line and in golden file names.
  public func previewDisplayName(_ value: String?) -> some View {
    transformPreviewSettings { $0.displayName = value }
  }

  /// The canvas for this preview: the device, the view's ideal size, or a fixed size.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    transformPreviewSettings { $0.layout = value }
  }

  /// The device for this preview, by its simulator name.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    transformPreviewSettings { $0.device = value }
  }

  /// The device orientation for this preview.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    transformPreviewSettings { $0.orientation = value }
  }

  /// The colour scheme the presentation containing this view prefers, as in SwiftUI. A
  /// preview with it renders only in that scheme; elsewhere Vellum applies it to this
  /// view's own environment (a still render has no window to switch).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
      .environment(\.preferredColorScheme, colorScheme)
      .transformPreviewSettings { $0.colorScheme = colorScheme }
  }

  func transformPreviewSettings(_ change: (inout _PreviewSettings) -> Void) -> some View {
    PreviewSettingsModifier(content: self, change: change)
  }
}

nonisolated struct PreviewSettingsModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout _PreviewSettings) -> Void

  typealias Body = Never

  init(content: Content, change: (inout _PreviewSettings) -> Void) {
    self.content = content
    var probe = _PreviewSettings()
    change(&probe)
    // Keep only what this modifier set, so stacked modifiers add up.
    self.change = { settings in
      if let value = probe.displayName { settings.displayName = value }
      if let value = probe.layout { settings.layout = value }
      if let value = probe.device { settings.device = value }
      if let value = probe.orientation { settings.orientation = value }
      if let value = probe.colorScheme { settings.colorScheme = value }
    }
  }

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let change = change
    return Vellum.makeChildren(content, context).mapChildren { child in
      var child = child
      change(&child.containerValues.previewSettings)
      return child
    }
  }
}

/// The previews a `PreviewProvider`'s `previews` holds: the settings of each child, in order.
public func _previewSettings<V: View>(of previews: @escaping @MainActor () -> V) -> [_PreviewSettings] {
  onLargeStack {
    var context = ResolveContext(
      environment: EnvironmentValues(), stackAxis: nil, container: ContainerBox(size: .unspecified, parent: nil),
      diagnostics: Diagnostics())
    context.stopsAtCustomViews = true
    return makeChildren(onMainActor(previews), context).all.map { $0.containerValues.previewSettings }
  }
}

/// The child at `index` of a `PreviewProvider`'s `previews`, as a view of its own: counted
/// as `_previewSettings` counts them (a custom view is one preview, whatever its body holds).
nonisolated public struct _PreviewChild<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: @MainActor () -> Content
  let index: Int

  public init(_ content: @escaping @MainActor () -> Content, index: Int) {
    self.content = content
    self.index = index
  }

  func makeChildren(_ context: ResolveContext) -> ChildList {
    var counting = context
    counting.stopsAtCustomViews = true
    let children = Vellum.makeChildren(onMainActor(content), counting).all
    // The child is built where it is placed, with the placing context: bodies run then.
    return children.indices.contains(index) ? ChildList([children[index]]) : ChildList()
  }
}
