import Foundation
import Vellum

/// A web view's settings, as `WKWebViewConfiguration`: kept, never applied.
open class WKWebViewConfiguration {
  open var userContentController = WKUserContentController()
  open var preferences = WKPreferences()
  open var defaultWebpagePreferences = WKWebpagePreferences()
  open var websiteDataStore = WKWebsiteDataStore.default()
  open var allowsInlineMediaPlayback = false
  open var allowsAirPlayForMediaPlayback = true
  open var allowsPictureInPictureMediaPlayback = true
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  open var applicationNameForUserAgent: String?
  open var suppressesIncrementalRendering = false
  open var dataDetectorTypes: WKDataDetectorTypes = []
  public init() {}
}

/// Which media need a tap to play, as `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
  public static let video = WKAudiovisualMediaTypes(rawValue: 2)
  public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// Which text becomes links, as `WKDataDetectorTypes`.
public struct WKDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = WKDataDetectorTypes(rawValue: 1)
  public static let link = WKDataDetectorTypes(rawValue: 2)
  public static let address = WKDataDetectorTypes(rawValue: 4)
  public static let calendarEvent = WKDataDetectorTypes(rawValue: 8)
  public static let all: WKDataDetectorTypes = [.phoneNumber, .link, .address, .calendarEvent]
}

/// Page preferences, as `WKPreferences`.
open class WKPreferences {
  open var javaScriptEnabled = true
  open var javaScriptCanOpenWindowsAutomatically = false
  open var minimumFontSize: CGFloat = 0
  open var isFraudulentWebsiteWarningEnabled = true
  public init() {}
}

/// Per-page preferences, as `WKWebpagePreferences`.
open class WKWebpagePreferences {
  open var allowsContentJavaScript = true
  open var preferredContentMode: ContentMode = .recommended
  public init() {}

  public enum ContentMode: Int, Sendable {
    case recommended, mobile, desktop
  }
}

/// Where a web view keeps cookies and caches, as `WKWebsiteDataStore`: in memory, empty.
open class WKWebsiteDataStore {
  nonisolated(unsafe) static let shared = WKWebsiteDataStore()
  public let isPersistent: Bool
  init(isPersistent: Bool = true) { self.isPersistent = isPersistent }
  open class func `default`() -> WKWebsiteDataStore { shared }
  open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
  /// Nothing is stored, so nothing is removed; the handler is called at once.
  open func removeData(
    ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
  open class func allWebsiteDataTypes() -> Set<String> { [] }
}

/// The scripts and message handlers of a web view, as `WKUserContentController`: kept,
/// never run.
open class WKUserContentController {
  public private(set) var userScripts: [WKUserScript] = []
  var handlers: [String: WKScriptMessageHandler] = [:]
  public init() {}
  open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
  open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
  open func removeAllScriptMessageHandlers() { handlers = [:] }
  open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
  open func removeAllUserScripts() { userScripts = [] }
}

/// A script for the pages of a web view, as `WKUserScript`.
open class WKUserScript {
  public let source: String
  public let injectionTime: WKUserScriptInjectionTime
  public let isForMainFrameOnly: Bool
  public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
    self.source = source
    self.injectionTime = injectionTime
    self.isForMainFrameOnly = forMainFrameOnly
  }
}

public enum WKUserScriptInjectionTime: Int, Sendable {
  case atDocumentStart, atDocumentEnd
}

/// What receives a page's messages, as `WKScriptMessageHandler` (never called).
public protocol WKScriptMessageHandler: AnyObject {
  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message from a page's script, as `WKScriptMessage`.
open class WKScriptMessage {
  public let name: String
  public let body: Any
  public init(name: String, body: Any) {
    self.name = name
    self.body = body
  }
}
