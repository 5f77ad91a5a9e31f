import Foundation

/// An empty state, as SwiftUI's iOS 17 `ContentUnavailableView`: a large symbol, a bold
/// title and a description in the secondary colour, centred in the space it is given.
/// Sizes: symbol 48 pt, title `.title2` bold, description `.callout` (L: by eye against
/// iOS 17 screenshots).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label.labelStyle(UnavailableLabelStyle())
        description
          .font(.callout)
          .foregroundStyle(.secondary)
      }
      .multilineTextAlignment(.center)
      actions
    }
    .padding(.horizontal, 24)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The symbol over the title.
struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon
        .font(.system(size: 48))
        .foregroundStyle(.secondary)
      configuration.title
        .font(.title2.bold())
    }
  }
}

extension ContentUnavailableView where Label == Vellum.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title, an SF Symbol and an optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { Vellum.Label(title, systemImage: name) }, description: { description })
  }

  /// A title (not localized), an SF Symbol and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { Vellum.Label(title, systemImage: name) }, description: { description })
  }

  /// A title, an image from the asset catalog and an optional description.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { Vellum.Label(title, image: name) }, description: { description })
  }

  /// A title (not localized), an image from the asset catalog and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { Vellum.Label(title, image: name) }, description: { description })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label,
  Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
{
  /// "No Results", as iOS shows for an empty search.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      label: { Vellum.Label("No Results", systemImage: "magnifyingglass") },
      description: { Text("Check the spelling or try a new search.") })
  }

  /// "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      label: { Vellum.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
      description: { Text("Check the spelling or try a new search.") })
  }
}

/// The parts of `ContentUnavailableView.search`, as in SwiftUI.
public struct SearchUnavailableContent {
  public typealias Label = Vellum.Label<Text, Image>
  public typealias Description = Text
  public typealias Actions = EmptyView
}
