import Foundation

/// The parts of a `LabeledContent` a style lays out, as SwiftUI's
/// `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
  /// The label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The labelled content, as a view.
  nonisolated public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  public let label: Label
  public let content: Content
}

/// How `LabeledContent` lays out its label and content, as SwiftUI's `LabeledContentStyle`
/// (iOS 16): a style's `makeBody(configuration:)` replaces the automatic layout of every
/// `LabeledContent` inside `labeledContentStyle(_:)`.
public protocol LabeledContentStyle {
  associatedtype Body: View
  typealias Configuration = LabeledContentStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's own layout: the label leading, the value trailing in the secondary colour (stacked at
/// accessibility sizes; see `LabeledContent`).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticLabeledContent(label: configuration.label, content: configuration.content)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// A style's configuration drawn as labelled content, as SwiftUI's `LabeledContent(_:)`
  /// inside a style's `makeBody`; Vellum draws it in the automatic layout.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label }, automatic: true)
  }
}

/// A style held in the environment; nil is the automatic style.
struct AnyLabeledContentStyle {
  let makeBody: (LabeledContentStyleConfiguration) -> AnyView
  init<S: LabeledContentStyle>(_ style: S) {
    makeBody = { configuration in AnyView(StyleBody(style) { AnyView(style.makeBody(configuration: configuration)) }) }
  }
}

struct LabeledContentStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabeledContentStyle? { nil }
}

extension EnvironmentValues {
  var labeledContentStyle: AnyLabeledContentStyle? {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the `LabeledContent` views inside this view.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environment(\.labeledContentStyle, style is AutomaticLabeledContentStyle ? nil : AnyLabeledContentStyle(style))
  }
}
