import CoreData

struct PersistenceController {
  static let shared = PersistenceController()

  @MainActor
  static let preview: PersistenceController = {
    let result = PersistenceController(inMemory: true)
    let viewContext = result.container.viewContext
    let fridge = Shelf(context: viewContext)
    fridge.name = "Fridge"
    fridge.position = 0
    let cupboard = Shelf(context: viewContext)
    cupboard.name = "Cupboard"
    cupboard.position = 1
    let samples: [(String, Int16, Bool, Shelf, Double)] = [
      ("Oat milk", 2, true, fridge, 3),
      ("Greek yoghurt", 1, false, fridge, 1),
      ("Basmati rice", 1, true, cupboard, 20),
      ("Chickpeas", 4, false, cupboard, 12),
      ("Dark chocolate", 2, false, cupboard, 6),
    ]
    for (name, quantity, opened, shelf, daysAgo) in samples {
      let item = Item(context: viewContext)
      item.name = name
      item.quantity = quantity
      item.opened = opened
      item.addedAt = Date(timeIntervalSince1970: 1_717_200_000 - daysAgo * 86_400)
      shelf.addToItems(item)
    }
    do {
      try viewContext.save()
    } catch {
      let nsError = error as NSError
      fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
    }
    return result
  }()

  let container: NSPersistentContainer

  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "Pantry")
    if inMemory {
      container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores(completionHandler: { (storeDescription, error) in
      if let error = error as NSError? {
        fatalError("Unresolved error \(error), \(error.userInfo)")
      }
    })
    container.viewContext.automaticallyMergesChangesFromParent = true
  }
}
