import Foundation
import Vellum

/// A load in progress, as `WKNavigation`; none is ever made.
open class WKNavigation {}

/// What a web view's navigation delegate is told, as `WKNavigationDelegate`: every method
/// is optional, and Vellum, which loads nothing, calls none.
public protocol WKNavigationDelegate: AnyObject {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
}

extension WKNavigationDelegate {
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
  ) {}
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) { decisionHandler(.allow) }
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
  ) { decisionHandler(.allow) }
}

/// What a web view's UI delegate is asked (new windows, alerts), as `WKUIDelegate`; never
/// called.
public protocol WKUIDelegate: AnyObject {}

/// A link followed or a page requested, as `WKNavigationAction`.
open class WKNavigationAction {
  public let request: URLRequest
  public let navigationType: WKNavigationType
  public init(request: URLRequest, navigationType: WKNavigationType = .other) {
    self.request = request
    self.navigationType = navigationType
  }
}

/// A response to a navigation, as `WKNavigationResponse`.
open class WKNavigationResponse {
  public let response: URLResponse
  public let isForMainFrame: Bool
  public init(response: URLResponse, isForMainFrame: Bool = true) {
    self.response = response
    self.isForMainFrame = isForMainFrame
  }
}

public enum WKNavigationType: Int, Sendable {
  case linkActivated, formSubmitted, backForward, reload, formResubmitted
  case other = -1
}

public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel, allow, download
}

public enum WKNavigationResponsePolicy: Int, Sendable {
  case cancel, allow, download
}
