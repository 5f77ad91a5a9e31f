import CoreData
import SwiftUI

struct ContentView: View {
  @Environment(\.managedObjectContext) private var viewContext

  @FetchRequest(
    sortDescriptors: [NSSortDescriptor(keyPath: \Shelf.position, ascending: true)],
    animation: .default)
  private var shelves: FetchedResults<Shelf>

  @FetchRequest(
    sortDescriptors: [NSSortDescriptor(keyPath: \Item.addedAt, ascending: false)],
    predicate: NSPredicate(format: "opened == YES"))
  private var openedItems: FetchedResults<Item>

  var body: some View {
    NavigationStack {
      List {
        Section("Shelves") {
          ForEach(shelves) { shelf in
            NavigationLink {
              ShelfView(shelf: shelf)
            } label: {
              LabeledContent(shelf.name ?? "Untitled", value: "\(shelf.items?.count ?? 0)")
            }
          }
          .onDelete(perform: deleteShelves)
        }
        Section("Opened") {
          ForEach(openedItems) { item in
            ItemRow(item: item)
          }
        }
      }
      .navigationTitle("Pantry")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          EditButton()
        }
        ToolbarItem {
          Button(action: addShelf) {
            Label("Add Shelf", systemImage: "plus")
          }
        }
      }
    }
  }

  private func addShelf() {
    withAnimation {
      let shelf = Shelf(context: viewContext)
      shelf.name = "New shelf"
      shelf.position = Int16(shelves.count)
      try? viewContext.save()
    }
  }

  private func deleteShelves(offsets: IndexSet) {
    withAnimation {
      offsets.map { shelves[$0] }.forEach(viewContext.delete)
      try? viewContext.save()
    }
  }
}

#Preview {
  ContentView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}

#Preview("Empty") {
  ContentView().environment(\.managedObjectContext, PersistenceController(inMemory: true).container.viewContext)
}
