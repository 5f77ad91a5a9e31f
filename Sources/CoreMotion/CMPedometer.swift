import Foundation

/// Core Motion's step counter, on a device with no motion coprocessor: nothing is available,
/// live updates never arrive, and a query fails at once with `CMErrorMotionActivityNotAvailable`,
/// so a screen shows the state it starts with (zero steps). Apple's handlers run on a
/// background queue; here a query's handler runs on the calling thread.
open class CMPedometer: NSObject {
  public override init() { super.init() }

  open class func isStepCountingAvailable() -> Bool { false }
  open class func isDistanceAvailable() -> Bool { false }
  open class func isFloorCountingAvailable() -> Bool { false }
  open class func isPaceAvailable() -> Bool { false }
  open class func isCadenceAvailable() -> Bool { false }
  open class func isPedometerEventTrackingAvailable() -> Bool { false }
  /// Motion access was never asked for in a preview.
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

  /// Fails at once: a preview has no step history.
  open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
    handler(nil, Self.notAvailable)
  }

  /// Accepted; no update is ever delivered.
  open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
  open func stopUpdates() {}
  /// Accepted; no event is ever delivered.
  open func startEventUpdates(handler: @escaping (CMPedometerEvent?, (any Error)?) -> Void) {}
  open func stopEventUpdates() {}
}

public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void

/// What a pedometer counted over a span of time. A preview never receives one, but screens
/// that build their own for sample data can.
open class CMPedometerData: NSObject {
  open var startDate: Date
  open var endDate: Date
  open var numberOfSteps: NSNumber
  open var distance: NSNumber?
  open var floorsAscended: NSNumber?
  open var floorsDescended: NSNumber?
  open var currentPace: NSNumber?
  open var currentCadence: NSNumber?
  open var averageActivePace: NSNumber?

  public init(startDate: Date = Date(), endDate: Date = Date(), numberOfSteps: NSNumber = 0) {
    (self.startDate, self.endDate, self.numberOfSteps) = (startDate, endDate, numberOfSteps)
  }
}

/// A pause or resumption of walking, as the pedometer reports it.
open class CMPedometerEvent: NSObject {
  open var date = Date()
  open var type = CMPedometerEventType.pause
}

public enum CMPedometerEventType: Int, Sendable {
  case pause = 0
  case resume = 1
}

/// Whether the app may read motion data (raw values as Apple's).
public enum CMAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
}
