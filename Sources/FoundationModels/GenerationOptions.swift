/// How a response would be sampled (greedy or random), its temperature and its length, as
/// FoundationModels' `GenerationOptions`; kept, since nothing is generated.
public struct GenerationOptions: Sendable, Equatable {
  /// How the next token would be chosen.
  public struct SamplingMode: Sendable, Equatable {
    enum Mode: Equatable {
      case greedy
      case top(Int, seed: UInt64?)
      case threshold(Double, seed: UInt64?)
    }
    let mode: Mode

    /// Always the likeliest token.
    public static var greedy: SamplingMode { SamplingMode(mode: .greedy) }
    /// A random one of the `k` likeliest tokens.
    public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode {
      SamplingMode(mode: .top(k, seed: seed))
    }
    /// A random one of the likeliest tokens whose probabilities add up to the threshold.
    public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
      SamplingMode(mode: .threshold(probabilityThreshold, seed: seed))
    }
  }

  public var sampling: SamplingMode?
  public var temperature: Double?
  public var maximumResponseTokens: Int?

  public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
    self.sampling = sampling
    self.temperature = temperature
    self.maximumResponseTokens = maximumResponseTokens
  }
}
