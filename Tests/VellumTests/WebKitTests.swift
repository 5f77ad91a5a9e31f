import Foundation
import Testing
import Vellum
import VellumCairo
import WebKit

/// WebKit's web view in a representable, as apps wrap it: it compiles, loads nothing, and is
/// drawn as the white of an empty web view, with no placeholder diagnostic.
@Suite struct WebKitTests {
  struct WebView: UIViewRepresentable {
    let url: URL

    final class Coordinator: NSObject, WKNavigationDelegate {
      var finished = false
      func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished = true }
      func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
      ) { decisionHandler(.cancel) }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
      let configuration = WKWebViewConfiguration()
      configuration.allowsInlineMediaPlayback = true
      configuration.defaultWebpagePreferences.allowsContentJavaScript = false
      let webView = WKWebView(frame: .zero, configuration: configuration)
      webView.navigationDelegate = context.coordinator
      webView.scrollView.isScrollEnabled = false
      return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
  }

  @Test func aWrappedWebViewIsDrawnWhiteWithoutADiagnostic() throws {
    let renderer = try ImageRenderer()
    let view = VStack(spacing: 0) {
      Color.blue.frame(height: 20)
      WebView(url: URL(string: "https://www.example.com")!).frame(height: 60)
    }
    .frame(width: 80, height: 80)
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: .dark)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .dark, parallel: false)
    #expect(image[40, 10] == (0, 122, 255, 255) || image[40, 10] == (10, 132, 255, 255))
    #expect(image[40, 50] == (255, 255, 255, 255))
  }

  @Test @MainActor func aWebViewLoadsNothingAndRunsNoScript() async throws {
    let webView = WKWebView()
    let coordinator = WebView.Coordinator()
    webView.navigationDelegate = coordinator
    #expect(webView.load(URLRequest(url: URL(string: "https://www.example.com")!)) == nil)
    #expect(webView.url == nil && !webView.isLoading && webView.estimatedProgress == 0 && !webView.canGoBack)
    #expect(!coordinator.finished, "no navigation finishes")
    do {
      _ = try await webView.evaluateJavaScript("1 + 1")
      Issue.record("a script ran")
    } catch {
      #expect(error as? WKError == WKError(.javaScriptExceptionOccurred))
    }
    var policy: WKNavigationActionPolicy?
    coordinator.webView(
      webView, decidePolicyFor: WKNavigationAction(request: URLRequest(url: URL(string: "about:blank")!))
    ) { policy = $0 }
    #expect(policy == .cancel)
    #expect(WKWebsiteDataStore.default() === WKWebsiteDataStore.default())
  }
}
