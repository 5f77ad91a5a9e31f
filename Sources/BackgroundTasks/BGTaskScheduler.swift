import Foundation

/// BackgroundTasks' scheduler, as an app registers and submits its refresh and processing
/// tasks. A render has no background time: registering is accepted (and the launch handler
/// never called), and submitting throws `BGTaskScheduler.Error` `.unavailable`, as in the
/// Simulator, which runs no background tasks either.
public final class BGTaskScheduler: @unchecked Sendable {
  public static let shared = BGTaskScheduler()

  /// The scheduler's errors.
  public struct Error: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
      case unavailable = 1, tooManyPendingTaskRequests, notPermitted, immediateRunIneligible
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "BGTaskSchedulerErrorDomain" }
    public var errorCode: Int { code.rawValue }
    public static let unavailable = Code.unavailable
    public static let tooManyPendingTaskRequests = Code.tooManyPendingTaskRequests
    public static let notPermitted = Code.notPermitted
  }

  /// Accepted: `true`, as for an identifier the app's Info.plist permits; the handler is
  /// never called.
  @discardableResult
  public func register(
    forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
    launchHandler: @escaping @Sendable (BGTask) -> Void
  ) -> Bool { true }

  /// Throws `.unavailable`: no background task runs.
  public func submit(_ taskRequest: BGTaskRequest) throws { throw Error(.unavailable) }

  public func cancel(taskRequestWithIdentifier identifier: String) {}
  public func cancelAllTaskRequests() {}

  /// None: nothing was submitted.
  public func pendingTaskRequests() async -> [BGTaskRequest] { [] }
  public func getPendingTaskRequests(completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void) {
    completionHandler([])
  }
}

/// A request to run a task later.
open class BGTaskRequest: @unchecked Sendable {
  public let identifier: String
  open var earliestBeginDate: Date?

  public init(identifier: String) { self.identifier = identifier }
}

/// A request for a short refresh while the app is in the background.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {}

/// A request for longer work, with its conditions.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
  open var requiresNetworkConnectivity = false
  open var requiresExternalPower = false
}

/// A running background task, as a launch handler receives it; Vellum never runs one.
open class BGTask: @unchecked Sendable {
  public let identifier: String
  open var expirationHandler: (() -> Void)?

  init(identifier: String) { self.identifier = identifier }

  open func setTaskCompleted(success: Bool) {}
}

/// A running refresh task.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A running processing task.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// `catch BGTaskScheduler.Error.unavailable`: a code matches an error with that code.
public func ~= (code: BGTaskScheduler.Error.Code, error: any Error) -> Bool {
  (error as? BGTaskScheduler.Error)?.code == code
}
