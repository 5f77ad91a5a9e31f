import Foundation
import Vellum

/// WebKit's web view, as an app's `UIViewRepresentable` wraps it. Vellum has no web engine:
/// a web view never loads anything (no request is made, no delegate method is called, no
/// script runs) and is drawn as the empty white view iOS shows before a page arrives.
open class WKWebView: UIView {
  public let configuration: WKWebViewConfiguration
  open weak var navigationDelegate: WKNavigationDelegate?
  open weak var uiDelegate: WKUIDelegate?
  open var allowsBackForwardNavigationGestures = false
  open var allowsLinkPreview = true
  open var customUserAgent: String?
  open var isInspectable = false
  open var pageZoom: CGFloat = 1
  open var isOpaque = true
  open var underPageBackgroundColor: UIColor?
  /// The web view's scroll view, as iOS gives it (its settings are kept).
  public let scrollView = WKScrollView()

  /// The request last asked for; never loaded.
  public private(set) var lastRequest: URLRequest?

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init()
    self.frame = frame
  }

  public override convenience init() {
    self.init(frame: .zero, configuration: WKWebViewConfiguration())
  }

  /// White, as an empty web view is.
  open override class var _previewFill: Color? { .white }

  /// Nothing is loaded: the URL is kept and nil returned, as for a load that never starts.
  @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
    lastRequest = request
    return nil
  }

  @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
  @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    lastRequest = URLRequest(url: url)
    return nil
  }
  @discardableResult open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL)
    -> WKNavigation?
  { nil }
  @discardableResult open func reload() -> WKNavigation? { nil }
  @discardableResult open func goBack() -> WKNavigation? { nil }
  @discardableResult open func goForward() -> WKNavigation? { nil }
  open func stopLoading() {}

  /// The page's URL and title: none, since nothing loads.
  open var url: URL? { nil }
  open var title: String? { nil }
  open var isLoading: Bool { false }
  open var estimatedProgress: Double { 0 }
  open var canGoBack: Bool { false }
  open var canGoForward: Bool { false }
  open var hasOnlySecureContent: Bool { false }

  /// No script runs: the handler is called with an error saying so.
  open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
    completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
  }

  /// No script runs: throws `WKError.javaScriptExceptionOccurred`.
  @MainActor open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
    throw WKError(.javaScriptExceptionOccurred)
  }
}

/// The scroll view of a web view; its settings are kept and nothing scrolls.
open class WKScrollView: UIView {
  open var isScrollEnabled = true
  open var bounces = true
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var contentOffset = CGPoint.zero
}

/// An error of WebKit's, as `WKError`.
public struct WKError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown = 1
    case webContentProcessTerminated = 2
    case webViewInvalidated = 3
    case javaScriptExceptionOccurred = 4
    case javaScriptResultTypeIsUnsupported = 5
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}
