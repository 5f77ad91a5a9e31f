import Foundation
import Vellum

/// What performing an intent gives back, as AppIntents' `IntentResult`: maybe a value, an
/// intent to open, a snippet view and a dialog, each named by an associated type (`Never`
/// when the result has none). An intent declares what it gives with the result protocols:
/// `some IntentResult & ReturnsValue<Int> & ProvidesDialog`, and makes it with `.result(…)`.
/// No system performs an intent in a preview; an app that calls `perform()` itself gets the
/// result, and its value.
public protocol IntentResult: Sendable {
  associatedtype Value = Never
  associatedtype OpensAppIntent = Never
  associatedtype Snippet = Never
  associatedtype Dialog = Never
  /// The value the intent returns, nil when it returns none.
  var value: Value? { get }
}

/// A result that returns a value to Shortcuts, as AppIntents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {}

/// A result with a dialog for Siri to speak or show, as AppIntents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}

/// A result with a view Siri shows, as AppIntents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult where Snippet == _SnippetViewContainer {}

/// A result that opens the app with another intent, as AppIntents' `OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// The snippet view a result carries (AppIntents keeps it type-erased too).
public struct _SnippetViewContainer: @unchecked Sendable {
  public let view: AnyView
  init(_ view: some View) { self.view = AnyView(view) }
}

/// The result `.result(…)` makes, as AppIntents' `IntentResultContainer`: what it was given,
/// kept for the app to read. Nothing shows the dialog or the snippet in a preview, and the
/// intent to open is not run.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable {
  public let value: Value?
  public let opensIntent: OpensAppIntent?
  public let dialog: IntentDialog?
  let snippet: _SnippetViewContainer?

  init(
    value: Value? = nil, opensIntent: OpensAppIntent? = nil, snippet: _SnippetViewContainer? = nil,
    dialog: IntentDialog? = nil
  ) {
    self.value = value
    self.opensIntent = opensIntent
    self.snippet = snippet
    self.dialog = dialog
  }

  /// The snippet's view, if the result has one.
  public var view: AnyView? { snippet?.view }
}

extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}
extension IntentResultContainer: OpensIntent {}

/// The result of an intent that returns nothing and says nothing: `return .result()`.
public typealias _IntentResultContainer = IntentResultContainer<Never, Never, Never, Never>

extension IntentResult {
  /// A result with no value and no dialog, as AppIntents' `.result()`.
  public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
    IntentResultContainer()
  }

  public static func result<Value>(value: Value) -> Self
  where Self == IntentResultContainer<Value, Never, Never, Never> {
    IntentResultContainer(value: value)
  }

  public static func result(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    IntentResultContainer(dialog: dialog)
  }

  public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
    IntentResultContainer(value: value, dialog: dialog)
  }

  public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never> {
    IntentResultContainer(opensIntent: opensIntent)
  }

  public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog> {
    IntentResultContainer(opensIntent: opensIntent, dialog: dialog)
  }

  public static func result<Value, OpensAppIntent: AppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
  where Self == IntentResultContainer<Value, OpensAppIntent, Never, Never> {
    IntentResultContainer(value: value, opensIntent: opensIntent)
  }

  public static func result<Value, OpensAppIntent: AppIntent>(
    value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog
  ) -> Self where Self == IntentResultContainer<Value, OpensAppIntent, Never, IntentDialog> {
    IntentResultContainer(value: value, opensIntent: opensIntent, dialog: dialog)
  }
}

// The results with a snippet view, which AppIntents declares in its SwiftUI overlay.
extension IntentResult {
  public static func result<Content: View>(view: Content) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
    IntentResultContainer(snippet: _SnippetViewContainer(view))
  }

  public static func result<Content: View>(@ViewBuilder content: () -> Content) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
    IntentResultContainer(snippet: _SnippetViewContainer(content()))
  }

  public static func result<Content: View>(dialog: IntentDialog, view: Content = EmptyView()) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
    IntentResultContainer(snippet: _SnippetViewContainer(view), dialog: dialog)
  }

  public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder content: () -> Content) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
    IntentResultContainer(snippet: _SnippetViewContainer(content()), dialog: dialog)
  }

  public static func result<Value, Content: View>(value: Value, view: Content) -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never> {
    IntentResultContainer(value: value, snippet: _SnippetViewContainer(view))
  }

  public static func result<Value, Content: View>(value: Value, @ViewBuilder content: () -> Content) -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never> {
    IntentResultContainer(value: value, snippet: _SnippetViewContainer(content()))
  }

  public static func result<Value, Content: View>(value: Value, dialog: IntentDialog, view: Content = EmptyView())
    -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog> {
    IntentResultContainer(value: value, snippet: _SnippetViewContainer(view), dialog: dialog)
  }

  public static func result<Value, Content: View>(
    value: Value, dialog: IntentDialog, @ViewBuilder content: () -> Content
  ) -> Self where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog> {
    IntentResultContainer(value: value, snippet: _SnippetViewContainer(content()), dialog: dialog)
  }

  public static func result<OpensAppIntent: AppIntent, Content: View>(
    opensIntent: OpensAppIntent, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self where Self == IntentResultContainer<Never, OpensAppIntent, _SnippetViewContainer, IntentDialog> {
    IntentResultContainer(opensIntent: opensIntent, snippet: _SnippetViewContainer(view), dialog: dialog)
  }

  public static func result<Value, OpensAppIntent: AppIntent, Content: View>(
    value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self where Self == IntentResultContainer<Value, OpensAppIntent, _SnippetViewContainer, IntentDialog> {
    IntentResultContainer(
      value: value, opensIntent: opensIntent, snippet: _SnippetViewContainer(view), dialog: dialog)
  }
}
