/// How often background delivery wakes the app (raw values as Apple's).
public enum HKUpdateFrequency: Int, Sendable {
  case immediate = 1
  case hourly = 2
  case daily = 3
  case weekly = 4
}
